import { useTranslation } from 'react-i18next';
import type { PendingTranslator } from 'shared-ui';
import type { TranslatorAction } from '../api/translator-actions';
import { ApplicantCard } from './applicant-card';
import styles from './translators.module.css';

interface Props {
  applicants: PendingTranslator[];
  onAction: (action: TranslatorAction, applicant: PendingTranslator) => void;
}

export function PendingList({ applicants, onAction }: Props) {
  const { t } = useTranslation('admin-translators');
  if (applicants.length === 0) return <p className={styles.empty}>{t('emptyPending')}</p>;
  return (
    <div className={styles.cards}>
      {applicants.map((applicant) => (
        <ApplicantCard key={applicant.id} applicant={applicant} onAction={onAction} />
      ))}
    </div>
  );
}
