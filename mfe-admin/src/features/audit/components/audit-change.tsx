import { useTranslation } from 'react-i18next';
import { formatDay } from 'shared-ui';
import { flatAuditValues, type AdminAuditEntryDto, type AuditValue } from 'shared-ui/contracts';
import styles from './audit.module.css';

/** Each value the action touched: its name, what it was and what it became. */
export function AuditChange({ entry }: { entry: AdminAuditEntryDto }) {
  const { t, i18n } = useTranslation('admin-audit');
  const before = entry.before ? flatAuditValues(entry.before) : {};
  const after = entry.after ? flatAuditValues(entry.after) : {};
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (!names.length) return <span className={styles.muted}>{t('noChange')}</span>;

  const shown = (name: string, value: AuditValue | undefined): string => {
    if (value === undefined || value === null || value === '') return t('empty_value');
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    if (Array.isArray(value)) return value.length ? value.map((v) => shown(name, v)).join(', ') : t('empty_value');
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value, i18n.language);
    if (name === 'status' && typeof value === 'string')
      // a job's status, or a translator application's (pending, approved, rejected)
      return t(`common:status.${value}`, { defaultValue: t(`application.${value}`, { defaultValue: value }) });
    return String(value);
  };

  return (
    <dl className={styles.changes}>
      {names.map((name) => (
        <div key={name} className={styles.change}>
          <dt>{t(`value.${name}`, { defaultValue: name })}</dt>
          <dd>
            {entry.before && <del className={styles.before}>{shown(name, before[name])}</del>}
            {entry.before && entry.after && <span aria-hidden="true"> → </span>}
            {entry.after && <ins className={styles.after}>{shown(name, after[name])}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
