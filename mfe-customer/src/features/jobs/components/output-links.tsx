import { useTranslation } from 'react-i18next';
import type { OutputFileDto } from 'shared-ui';
import styles from './output-links.module.css';

/** Download links for the translated files, by their names without the stored prefix. */
export function OutputLinks({ files }: { files: OutputFileDto[] }) {
  const { t } = useTranslation('customer');
  if (files.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('jobs.outputs')}>
      {files.map((file) => (
        <li key={file.file_name}>
          <a className={styles.link} href={file.url} download={file.display_name}>
            <span aria-hidden="true">↓ </span>
            {file.display_name}
          </a>
        </li>
      ))}
    </ul>
  );
}
