import {
  findStep,
  jobActions,
  jobStatuses,
  roles,
  statesAllowing,
  type JobAction,
  type JobFacts,
  type JobStatus,
  type Role,
} from 'shared-ui/contracts';
import { ConflictError } from '../../errors/app-error';
import { nextState, refusalCodes } from './job-transitions';

/**
 * ARCHITECTURE.md §4, written out again by hand: every allowed (action, role, state) with the facts it depends
 * on and the state it leads to. Everything not listed here must be refused.
 */
type Variant = 'paid' | 'unpaid' | 'offers' | 'hidden';
const allowed: Record<string, (v: Variant[]) => JobStatus | null> = {
  'offer/translator/waiting': (v) => (v.includes('hidden') ? null : 'waiting'),
  'cancel/user/waiting': () => 'cancelled',
  'delete/user/waiting': () => 'cancelled',
  'delete/user/cancelled': () => 'cancelled',
  'delete/user/completed': () => 'completed',
  'notify_payment/user/waiting_payment': (v) => (v.includes('paid') ? null : 'waiting_payment'),
  'assign/admin/waiting': (v) => (v.includes('paid') ? 'in_progress' : 'waiting_payment'),
  'reassign/admin/waiting_payment': (v) => (v.includes('paid') ? 'in_progress' : 'waiting_payment'),
  'mark_paid/admin/waiting_payment': (v) => (v.includes('paid') ? null : 'in_progress'),
  'pay_by_card/user/waiting_payment': (v) => (v.includes('paid') ? null : 'in_progress'),
  'refund/admin/waiting': (v) => (v.includes('paid') ? 'waiting' : null),
  'cancel_assignment/admin/waiting': (v) => (v.includes('offers') ? 'waiting' : null),
  'cancel_assignment/admin/waiting_payment': () => 'waiting',
  'cancel_assignment/admin/in_progress': () => 'waiting',
  'revise/admin/completed': () => 'revision_requested',
  'upload_output/translator/in_progress': () => 'in_progress',
  'upload_output/translator/revision_requested': () => 'revision_requested',
  'delete_output/translator/in_progress': () => 'in_progress',
  'delete_output/translator/revision_requested': () => 'revision_requested',
  'complete/translator/in_progress': () => 'completed',
  'complete/translator/revision_requested': () => 'completed',
  'release/admin/waiting_payment': () => 'waiting',
  'release/admin/in_progress': () => 'waiting',
  'release/admin/revision_requested': () => 'waiting',
  'release/translator/waiting_payment': () => 'waiting',
  'release/translator/in_progress': () => 'waiting',
  'release/translator/revision_requested': () => 'waiting',
};

const variants: Variant[][] = [['unpaid'], ['paid'], ['unpaid', 'offers'], ['paid', 'offers'], ['unpaid', 'hidden']];
const factsOf = (status: JobStatus, v: Variant[]): JobFacts => ({
  status,
  is_paid: v.includes('paid'),
  offers_count: v.includes('offers') ? 2 : 0,
  hidden_at: v.includes('hidden') ? new Date() : null,
});

const cases: [JobAction, Role, JobStatus, Variant[]][] = jobActions.flatMap((action) =>
  roles.flatMap((role) =>
    jobStatuses.flatMap((status) =>
      variants.map((v) => [action, role, status, v] as [JobAction, Role, JobStatus, Variant[]]),
    ),
  ),
);

describe('the job lifecycle table', () => {
  it('covers every action, role, state and payment/offer/hidden variant', () => {
    expect(cases).toHaveLength(jobActions.length * roles.length * jobStatuses.length * variants.length);
  });

  it.each(cases)(
    '%s by %s on a %s job (%j) goes where ARCHITECTURE §4 says, or is refused',
    (action, role, status, v) => {
      const expected = allowed[`${action}/${role}/${status}`]?.(v) ?? null;
      const step = findStep(factsOf(status, v), action, role);
      expect(step?.to ?? null).toBe(expected);
      if (expected === null) {
        expect(() => nextState(factsOf(status, v), action, role)).toThrow(ConflictError);
      } else {
        expect(step?.from).toBe(status);
        expect(step?.audit).toEqual(expect.any(String));
      }
    },
  );

  it('answers each refusal with the action’s own 409 code', () => {
    const refused = () => nextState(factsOf('cancelled', ['unpaid']), 'assign', 'admin');
    expect(refused).toThrow(expect.objectContaining({ status: 409, code: refusalCodes.assign }));
  });

  it('lets assign start only from waiting, so concurrent assigns have one winner', () => {
    expect(statesAllowing('assign', 'admin')).toEqual(['waiting']);
    expect(statesAllowing('reassign', 'admin')).toEqual(['waiting_payment']);
  });
});
