import type { CustomerJobDto } from 'shared-ui';

/** What a job asks of its customer: pay for it, fetch the delivery, or read the office's message. */
export type WaitingReason = 'pay' | 'download' | 'read';

export interface WaitingItem {
  job: CustomerJobDto;
  reason: WaitingReason;
}

/** A delivery counts as news for this long after it arrived; the job page keeps it afterwards. */
export const RECENT_DELIVERY_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A priced job not paid, and the customer has not yet reported a transfer (the office then checks it). */
const needsPayment = (job: CustomerJobDto) =>
  job.status === 'waiting_payment' && !job.is_paid && job.payment_notified_at === null;

/** A completed job whose delivery arrived lately. */
function hasFreshDelivery(job: CustomerJobDto, now: number): boolean {
  if (job.status !== 'completed' || !job.output_files.some((file) => file.delivered_at !== null)) return false;
  const delivered = Date.parse(job.output_upload_date ?? '');
  return Number.isFinite(delivered) && now - delivered <= RECENT_DELIVERY_DAYS * DAY_MS;
}

/**
 * Each thing the customer's jobs wait on, one item per job and reason, in the order of urgency: payments hold the
 * work back, deliveries and messages do not. A job listed in two answers (active and done) counts once.
 */
export function waitingItems(jobs: CustomerJobDto[], now = Date.now()): WaitingItem[] {
  const unique = [...new Map(jobs.map((job) => [job.id, job])).values()];
  const of = (reason: WaitingReason, test: (job: CustomerJobDto) => boolean) =>
    unique.filter(test).map((job) => ({ job, reason }));
  return [
    ...of('pay', needsPayment),
    ...of('download', (job) => hasFreshDelivery(job, now)),
    ...of('read', (job) => (job.unread_messages ?? 0) > 0),
  ];
}
