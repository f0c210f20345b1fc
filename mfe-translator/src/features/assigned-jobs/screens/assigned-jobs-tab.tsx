import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignedJobs } from '../api/assigned-jobs';
import { useRevalidateLists } from '../../../api/revalidate';
import { orderAssigned } from '../utils/order-assigned';
import { AssignedEmpty } from '../components/assigned-empty';
import { AssignedJobCard } from '../components/assigned-job-card';
import { ListState } from '../../../components/list-state';
import { useDrawnInSteps } from '../../../utils/use-drawn-in-steps';
import styles from '../../../components/panel.module.css';

/** A card drawn once is not drawn again when the next step adds its neighbours (use-drawn-in-steps.ts). */
const Card = memo(AssignedJobCard);

/** Jobs assigned to this translator, one card each, the ones needing work first; the first few drawn first. */
export function AssignedJobsTab() {
  const { t } = useTranslation('translator');
  const { data, error, isLoading, mutate } = useAssignedJobs();
  const revalidate = useRevalidateLists();
  const changed = useCallback(() => void revalidate(), [revalidate]);
  const drawn = useDrawnInSteps(data?.items.length ?? 0);

  if (!data) return <ListState loading={isLoading} error={error} onRetry={() => void mutate()} />;
  if (data.items.length === 0) return <AssignedEmpty />;
  return (
    <div className={styles.cards}>
      <h2 className="visually-hidden">{t('assigned.caption')}</h2>
      {orderAssigned(data.items)
        .slice(0, drawn)
        .map((job) => (
          <Card key={job.id} job={job} onChanged={changed} />
        ))}
    </div>
  );
}
