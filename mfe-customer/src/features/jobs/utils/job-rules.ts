import type { CustomerJobDto, CustomerJobTab } from 'shared-ui';
import { allows } from 'shared-ui/contracts';

/**
 * Tabs: "Aktif" is what still needs the customer or the office, "Tamamlanan" the delivered jobs, "İptal edilen"
 * the cancelled ones (a cancelled job is not a completed one). The server splits them (customerJobTabOf in
 * shared-ui's contracts) and pages each.
 */
export type JobTab = CustomerJobTab;

// The buttons ask the lifecycle table the API enforces (shared-ui/src/contracts/job-lifecycle.ts).
export const canCancel = (job: CustomerJobDto): boolean => allows(job, 'cancel', 'user');
export const canPay = (job: CustomerJobDto): boolean => allows(job, 'notify_payment', 'user');
export const canDelete = (job: CustomerJobDto): boolean => allows(job, 'delete', 'user');
