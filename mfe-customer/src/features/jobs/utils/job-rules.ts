import type { CustomerJobDto, CustomerJobTab } from 'shared-ui';

/**
 * Tabs: "Aktif" is what still needs the customer or the office, "Tamamlanan" the delivered jobs, "İptal edilen"
 * the cancelled ones (issue 12: a cancelled job is not a completed one). The server splits them
 * (customerJobTabOf in shared-ui's contracts) and pages each.
 */
export type JobTab = CustomerJobTab;

/** Spec 2.7 and 4.1 step 8: only waiting or quoted jobs can be cancelled. */
export const canCancel = (job: CustomerJobDto): boolean => job.status === 'waiting';

/** Spec 4.1: the pay link only while waiting_payment and not paid. */
export const canPay = (job: CustomerJobDto): boolean => job.status === 'waiting_payment' && !job.is_paid;

/** The server hides waiting, cancelled and completed jobs; others answer 409, so they get no delete button. */
export const canDelete = (job: CustomerJobDto): boolean => ['waiting', 'cancelled', 'completed'].includes(job.status);
