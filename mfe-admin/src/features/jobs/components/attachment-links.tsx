import type { JobAttachmentDto } from 'shared-ui';
import styles from './job-detail.module.css';

/** Files attached to a job (receipts, revision files) as download links, oldest first. */
export function AttachmentLinks({ files }: { files: JobAttachmentDto[] }) {
  return (
    <ul className={styles.attachments}>
      {files.map((f) => (
        <li key={f.id}>
          <a href={f.url} download={f.display_name}>
            {f.display_name}
          </a>
        </li>
      ))}
    </ul>
  );
}
