import type { CustomerJobDto } from 'shared-ui';

/**
 * Tabs: "Tamamlanan" holds the finished jobs, completed and cancelled alike: neither needs anything from the
 * customer any more, so "Aktif" stays a to-do list.
 */
export function isActive(job: CustomerJobDto): boolean {
  return job.status !== 'completed' && job.status !== 'cancelled';
}

/** Spec 2.7 and 4.1 step 8: only waiting or quoted jobs can be cancelled. */
export const canCancel = (job: CustomerJobDto): boolean => job.status === 'waiting';

/** Spec 4.1: the pay link only while waiting_payment and not paid. */
export const canPay = (job: CustomerJobDto): boolean => job.status === 'waiting_payment' && !job.is_paid;

/** The server hides waiting, cancelled and completed jobs; others answer 409, so they get no delete button. */
export const canDelete = (job: CustomerJobDto): boolean => ['waiting', 'cancelled', 'completed'].includes(job.status);
