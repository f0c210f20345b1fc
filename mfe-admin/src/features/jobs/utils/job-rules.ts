import type { AdminJobDto } from 'shared-ui';
import { allows } from 'shared-ui/contracts';

/** The admin's buttons ask the lifecycle table the API enforces (shared-ui/src/contracts/job-lifecycle.ts). */
export const canAssign = (job: AdminJobDto) => allows(job, 'assign', 'admin') || allows(job, 'reassign', 'admin');
export const canMarkPaid = (job: AdminJobDto) => allows(job, 'mark_paid', 'admin');
export const canCancel = (job: AdminJobDto) => allows(job, 'cancel_assignment', 'admin');
export const canRevise = (job: AdminJobDto) => allows(job, 'revise', 'admin');

export function customerName(job: AdminJobDto): string | null {
  const name = [job.user_name, job.user_surname].filter(Boolean).join(' ');
  return name || job.user_email;
}
