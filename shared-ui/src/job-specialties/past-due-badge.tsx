import { useTranslation } from 'react-i18next';
import type { JobStatus } from 'shared-ui';
import { todayInIstanbul } from 'shared-ui/contracts';
import { jobSpecialtiesNs } from './job-specialties-texts';
import styles from './past-due-badge.module.css';

const atWork: readonly JobStatus[] = ['in_progress', 'revision_requested'];

/** A job at work whose due date (in Istanbul) has passed: the office and the translator see it at once. */
export function isPastDue(job: { status: JobStatus; delivery_date: string }, today = todayInIstanbul()): boolean {
  return atWork.includes(job.status) && job.delivery_date.slice(0, 10) < today;
}

/** "Gecikmiş" beside the status of a job past its due date; nothing otherwise. */
export function PastDueBadge({ job }: { job: { status: JobStatus; delivery_date: string } }) {
  const { t } = useTranslation(jobSpecialtiesNs);
  if (!isPastDue(job)) return null;
  return <span className={styles.pastDue}>{t('pastDue')}</span>;
}
