import type { AdminJobDto } from 'shared-ui';

/** Which admin transitions a job allows, as the server's rules do (ARCHITECTURE.md section 4). */
export const canAssign = (job: AdminJobDto) => job.status === 'waiting' || job.status === 'waiting_payment';
export const canMarkPaid = (job: AdminJobDto) => job.status === 'waiting_payment' && !job.is_paid;
export const canCancel = (job: AdminJobDto) =>
  (job.status === 'waiting' && job.offers_count > 0) ||
  job.status === 'waiting_payment' ||
  job.status === 'in_progress';
export const canRevise = (job: AdminJobDto) => job.status === 'completed';

export function customerName(job: AdminJobDto): string | null {
  const name = [job.user_name, job.user_surname].filter(Boolean).join(' ');
  return name || job.user_email;
}
