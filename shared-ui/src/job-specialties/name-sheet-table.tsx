import { useTranslation } from 'react-i18next';
import type { NameSheetRow } from 'shared-ui';
import { jobSpecialtiesNs } from './job-specialties-texts';
import styles from './name-sheet-table.module.css';

/** How names, places and dates must be written, as the customer listed them; nothing when empty. */
export function NameSheetTable({ rows }: { rows: readonly NameSheetRow[] }) {
  const { t } = useTranslation(jobSpecialtiesNs);
  if (rows.length === 0) return null;
  return (
    <table className={styles.table} data-testid="name-sheet">
      <caption className={styles.caption}>{t('nameSheet.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('nameSheet.kind')}</th>
          <th scope="col">{t('nameSheet.source')}</th>
          <th scope="col">{t('nameSheet.spelling')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <td>{t(`nameSheet.kinds.${row.kind}`)}</td>
            <td>{row.source || '—'}</td>
            <td className={styles.spelling}>{row.spelling}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
