import type { Role } from './auth';
import type { JobStatus } from './job-status';

/**
 * The job lifecycle as one table: (from state, action, actor role) → to state. The API asks
 * it before every change (api/src/modules/jobs/job-transitions.ts turns a refusal into its 409), and the panels ask
 * the same table which buttons a job gets, so a rule changed here changes both. Who the actor is (the owner, the
 * assigned translator) is access control and stays with the API's modules; this table says only what a role may do
 * to a job in a given state.
 */
export const jobActions = [
  'offer',
  'cancel',
  'delete',
  'notify_payment',
  'assign',
  'reassign',
  'mark_paid',
  'pay_by_card',
  'refund',
  'cancel_assignment',
  'revise',
  'upload_output',
  'delete_output',
  'complete',
  'release',
] as const;
export type JobAction = (typeof jobActions)[number];

/** What besides the status a rule may look at. A job without `hidden_at` is not hidden. */
export interface JobFacts {
  status: JobStatus;
  is_paid: boolean;
  offers_count: number;
  hidden_at?: Date | string | null;
}

interface Transition {
  from: readonly JobStatus[];
  action: JobAction;
  by: readonly Role[];
  /** The new state; a function where it depends on the payment. Absent: the state stays. */
  to?: JobStatus | ((job: JobFacts) => JobStatus);
  /** A further condition on the job; when it fails the action is refused like a wrong state. */
  when?: (job: JobFacts) => boolean;
  /** The audit row's action name. */
  audit: string;
}

const paidOrNot = (job: JobFacts): JobStatus => (job.is_paid ? 'in_progress' : 'waiting_payment');
const inWork = ['in_progress', 'revision_requested'] as const;

export const transitions: readonly Transition[] = [
  { from: ['waiting'], action: 'offer', by: ['translator'], when: (j) => !j.hidden_at, audit: 'offer' },
  { from: ['waiting'], action: 'cancel', by: ['user'], to: 'cancelled', audit: 'cancelled_by_customer' },
  { from: ['waiting'], action: 'delete', by: ['user'], to: 'cancelled', audit: 'hidden_by_customer' },
  { from: ['cancelled', 'completed'], action: 'delete', by: ['user'], audit: 'hidden_by_customer' },
  {
    from: ['waiting_payment'],
    action: 'notify_payment',
    by: ['user'],
    when: (j) => !j.is_paid,
    audit: 'payment_notified',
  },
  // Assigning is only for a job nobody has yet: of any number of concurrent assigns exactly one finds it waiting.
  { from: ['waiting'], action: 'assign', by: ['admin'], to: paidOrNot, audit: 'assigned' },
  // Giving an assigned job to someone else is its own, explicit action (the one who loses it is told).
  { from: ['waiting_payment'], action: 'reassign', by: ['admin'], to: paidOrNot, audit: 'reassigned' },
  {
    from: ['waiting_payment'],
    action: 'mark_paid',
    by: ['admin'],
    to: 'in_progress',
    when: (j) => !j.is_paid,
    audit: 'marked_paid',
  },
  // The customer's own card payment (api/src/modules/payments): the same step as the admin's mark-paid.
  {
    from: ['waiting_payment'],
    action: 'pay_by_card',
    by: ['user'],
    to: 'in_progress',
    when: (j) => !j.is_paid,
    audit: 'paid_by_card',
  },
  // Money goes back only once the office has taken the assignment away (api/src/modules/payments/refund-card-payment.ts).
  { from: ['waiting'], action: 'refund', by: ['admin'], when: (j) => j.is_paid, audit: 'refunded' },
  {
    from: ['waiting'],
    action: 'cancel_assignment',
    by: ['admin'],
    to: 'waiting',
    when: (j) => j.offers_count > 0,
    audit: 'cancelled_by_admin',
  },
  {
    from: ['waiting_payment', 'in_progress'],
    action: 'cancel_assignment',
    by: ['admin'],
    to: 'waiting',
    audit: 'cancelled_by_admin',
  },
  { from: ['completed'], action: 'revise', by: ['admin'], to: 'revision_requested', audit: 'revision_requested' },
  { from: inWork, action: 'upload_output', by: ['translator'], audit: 'outputs_uploaded' },
  { from: inWork, action: 'delete_output', by: ['translator'], audit: 'output_deleted' },
  { from: inWork, action: 'complete', by: ['translator'], to: 'completed', audit: 'completed' },
  // A translator's account goes (removed by an admin, or deleted by themselves): unfinished work goes back.
  {
    from: ['waiting_payment', ...inWork],
    action: 'release',
    by: ['admin', 'translator'],
    to: 'waiting',
    audit: 'translator_removed',
  },
];

export interface Step {
  from: JobStatus;
  to: JobStatus;
  audit: string;
}

/** The matching row's step, or undefined when the role may not do this to a job in this state. */
export function findStep(job: JobFacts, action: JobAction, role: Role): Step | undefined {
  const rule = transitions.find(
    (t) => t.action === action && t.by.includes(role) && t.from.includes(job.status) && (t.when?.(job) ?? true),
  );
  if (!rule) return undefined;
  const to = typeof rule.to === 'function' ? rule.to(job) : (rule.to ?? job.status);
  return { from: job.status, to, audit: rule.audit };
}

/** Whether the role may take the action on the job: what a panel asks before it offers a button. */
export const allows = (job: JobFacts, action: JobAction, role: Role): boolean =>
  findStep(job, action, role) !== undefined;

/** The states an action may start from (for queries that select the jobs it applies to). */
export function statesAllowing(action: JobAction, role: Role): JobStatus[] {
  return [...new Set(transitions.filter((t) => t.action === action && t.by.includes(role)).flatMap((t) => t.from))];
}
