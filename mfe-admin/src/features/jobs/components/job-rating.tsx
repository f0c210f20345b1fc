import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { AdminJobDto, RatingDto } from 'shared-ui';
import { RatingView } from 'shared-ui/ratings';
import styles from './job-detail.module.css';

/** The customer's rating of the delivery and the translator's answer, once there is one. */
export function JobRating({ job }: { job: Pick<AdminJobDto, 'id' | 'status'> }) {
  const { t } = useTranslation('admin-jobs');
  const delivered = job.status === 'completed' || job.status === 'revision_requested';
  const { data } = useSWR<{ rating: RatingDto | null }>(delivered ? `/admin/job/${job.id}/rating` : null);
  if (!data?.rating) return null;
  return (
    <>
      <h3 className={styles.subtitle}>{t('detail.rating')}</h3>
      <RatingView rating={data.rating} />
    </>
  );
}
