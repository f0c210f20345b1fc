import { useTranslation } from 'react-i18next';
import { SelectField } from 'shared-ui';
import { legibilityLevels, ottomanOutputs } from 'shared-ui/contracts';
import { jobSpecialtiesNs } from 'shared-ui/job-specialties';
import styles from './jobs-section.module.css';

interface Props {
  output: string;
  legibility: string;
  onOutput: (value: string) => void;
  onLegibility: (value: string) => void;
}

/** The Ottoman jobs by the output wanted and by legibility (either narrows the list to Osmanlıca jobs). */
export function OttomanFilters({ output, legibility, onOutput, onLegibility }: Props) {
  const { t } = useTranslation(['admin-jobs', jobSpecialtiesNs]);
  const all = { value: '', label: t('filter.all') };
  return (
    <>
      <SelectField
        className={styles.filter}
        label={t('jobSpecialties:ottoman.output')}
        value={output}
        options={[all, ...ottomanOutputs.map((o) => ({ value: o, label: t(`jobSpecialties:ottoman.outputs.${o}`) }))]}
        onChange={onOutput}
      />
      <SelectField
        className={styles.filter}
        label={t('jobSpecialties:ottoman.legibility')}
        value={legibility}
        options={[
          all,
          ...legibilityLevels.map((l) => ({ value: l, label: t(`jobSpecialties:ottoman.legibilities.${l}`) })),
        ]}
        onChange={onLegibility}
      />
    </>
  );
}
