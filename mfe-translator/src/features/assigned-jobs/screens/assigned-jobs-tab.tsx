import { useTranslation } from 'react-i18next';
import { useAssignedJobs } from '../api/assigned-jobs';
import { useRevalidateLists } from '../../../api/revalidate';
import { orderAssigned } from '../utils/order-assigned';
import { AssignedEmpty } from '../components/assigned-empty';
import { AssignedJobCard } from '../components/assigned-job-card';
import { ListState } from '../../../components/list-state';
import styles from '../../../components/panel.module.css';

/** Jobs assigned to this translator, one card each, the ones needing work first. */
export function AssignedJobsTab() {
  const { t } = useTranslation('translator');
  const { data, error, isLoading, mutate } = useAssignedJobs();
  const revalidate = useRevalidateLists();
  const changed = () => void revalidate();

  if (!data) return <ListState loading={isLoading} error={error} onRetry={() => void mutate()} />;
  if (data.items.length === 0) return <AssignedEmpty />;
  return (
    <div className={styles.cards}>
      <h2 className="visually-hidden">{t('assigned.caption')}</h2>
      {orderAssigned(data.items).map((job) => (
        <AssignedJobCard key={job.id} job={job} onChanged={changed} />
      ))}
    </div>
  );
}
