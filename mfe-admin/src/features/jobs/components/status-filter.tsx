import { useTranslation } from 'react-i18next';
import { SelectField } from 'shared-ui';
import { jobStatusFilters } from 'shared-ui/contracts';
import styles from './jobs-section.module.css';

interface Props {
  value: string;
  onChange: (status: string) => void;
}

/** A status filter named in the address, or '' (Tümü) for anything else. */
export function statusFilterOf(value: string | null): string {
  return value !== null && (jobStatusFilters as readonly string[]).includes(value) ? value : '';
}

/** Tümü, then every status filter of the API (quoted: waiting jobs that have offers). */
export function StatusFilter({ value, onChange }: Props) {
  const { t } = useTranslation('admin-jobs');
  const options = [
    { value: '', label: t('filter.all') },
    ...jobStatusFilters.map((s) => ({ value: s, label: t(`common:status.${s}`) })),
  ];
  return (
    <SelectField
      className={styles.filter}
      label={t('filter.label')}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
