import { findStep, type JobAction, type JobFacts, type MessageCode, type Role, type Step } from 'shared-ui/contracts';
import { ConflictError } from '../../errors/app-error';

// The lifecycle table itself is shared with the panels: shared-ui/src/contracts/job-lifecycle.ts.

/** The 409 answered when an action does not apply to the job's state. */
export const refusalCodes: Record<JobAction, MessageCode> = {
  offer: 'jobNotOpenForOffers',
  cancel: 'jobNotCancellable',
  delete: 'jobNotDeletable',
  notify_payment: 'jobNotAwaitingPayment',
  assign: 'jobNotAssignable',
  reassign: 'jobNotAssignable',
  mark_paid: 'jobNotPayable',
  pay_by_card: 'jobNotPayable',
  refund: 'jobNotRefundable',
  cancel_assignment: 'jobNotAdminCancellable',
  revise: 'jobNotRevisable',
  upload_output: 'jobNotInWork',
  delete_output: 'jobNotInWork',
  complete: 'jobNotInWork',
  release: 'jobNotInWork',
};

/** The step the action takes, or a ConflictError with the action's own message. */
export function nextState(job: JobFacts, action: JobAction, role: Role): Step {
  const step = findStep(job, action, role);
  if (!step) throw new ConflictError(refusalCodes[action]);
  return step;
}
