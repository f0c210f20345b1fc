import type { JobStatus } from 'shared-ui/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, outputsForm, pdfBytes, putJobInState, uploadJob } from './job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
let translator: FixtureUser;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
  translator = await createUser(app, 'translator');
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

/** A job in a state as the machine leaves it: assigned to `translator` from waiting_payment on. */
async function jobIn(status: JobStatus, extra: Record<string, unknown> = {}): Promise<number> {
  const { id } = await uploadJob(app, customer);
  const assigned = status !== 'waiting' && status !== 'cancelled';
  const paid = ['in_progress', 'revision_requested', 'completed'].includes(status);
  await putJobInState(app, id, status, {
    assigned_translator_id: assigned ? translator.id : null,
    admin_price: assigned ? 100 : null,
    is_paid: paid,
    ...extra,
  });
  return id;
}

type Call = (id: number) => Promise<{ status: number; body: { code: string } }>;
const calls: Record<string, Call> = {
  'customer cancel': (id) => api(app, 'PUT', `/user/job/${id}/cancel`, { token: customer.token }),
  'customer delete': (id) => api(app, 'DELETE', `/user/job/${id}`, { token: customer.token }),
  'customer payment notice': (id) => api(app, 'POST', `/user/pay/${id}`, { token: customer.token }),
  offer: (id) =>
    api(app, 'POST', '/translator/offer', {
      token: translator.token,
      body: { job_id: id, price: 100, delivery_date: daysFromToday(3) },
    }),
  assign: (id) =>
    api(app, 'POST', `/admin/job/${id}/assign`, {
      token: admin.token,
      body: { translator_id: translator.id, price: 200, delivery_date: daysFromToday(3) },
    }),
  reassign: async (id) => {
    const { version } = await app.db('jobs').where({ id }).first('version');
    return api(app, 'POST', `/admin/job/${id}/assign`, {
      token: admin.token,
      body: { translator_id: translator.id, price: 200, delivery_date: daysFromToday(3), reassign: true, version },
    });
  },
  'mark paid': (id) => api(app, 'PUT', `/admin/job/${id}/mark-paid`, { token: admin.token }),
  'admin cancel': (id) => api(app, 'PUT', `/admin/job/${id}/cancel`, { token: admin.token }),
  revise: (id) => api(app, 'PUT', `/admin/job/${id}/revise`, { token: admin.token }),
  'upload outputs': (id) =>
    api(app, 'POST', `/translator/job/${id}/complete`, {
      token: translator.token,
      form: outputsForm([{ bytes: pdfBytes(), name: 'out.pdf' }]),
    }),
  'mark complete': (id) =>
    api(app, 'PUT', `/translator/job/${id}/mark-complete`, { token: translator.token, body: { job_id: id } }),
};

const forbidden: [string, JobStatus, string][] = [
  ['customer cancel', 'waiting_payment', 'jobNotCancellable'],
  ['customer cancel', 'in_progress', 'jobNotCancellable'],
  ['customer cancel', 'completed', 'jobNotCancellable'],
  ['customer cancel', 'cancelled', 'jobNotCancellable'],
  ['customer delete', 'waiting_payment', 'jobNotDeletable'],
  ['customer delete', 'in_progress', 'jobNotDeletable'],
  ['customer delete', 'revision_requested', 'jobNotDeletable'],
  ['customer payment notice', 'waiting', 'jobNotAwaitingPayment'],
  ['customer payment notice', 'in_progress', 'jobNotAwaitingPayment'],
  ['customer payment notice', 'completed', 'jobNotAwaitingPayment'],
  ['offer', 'waiting_payment', 'jobNotOpenForOffers'],
  ['offer', 'in_progress', 'jobNotOpenForOffers'],
  ['offer', 'completed', 'jobNotOpenForOffers'],
  ['offer', 'cancelled', 'jobNotOpenForOffers'],
  ['assign', 'waiting_payment', 'jobNotAssignable'],
  ['assign', 'in_progress', 'jobNotAssignable'],
  ['reassign', 'waiting', 'jobNotAssignable'],
  ['reassign', 'in_progress', 'jobNotAssignable'],
  ['reassign', 'completed', 'jobNotAssignable'],
  ['assign', 'revision_requested', 'jobNotAssignable'],
  ['assign', 'completed', 'jobNotAssignable'],
  ['assign', 'cancelled', 'jobNotAssignable'],
  ['mark paid', 'waiting', 'jobNotPayable'],
  ['mark paid', 'in_progress', 'jobNotPayable'],
  ['mark paid', 'completed', 'jobNotPayable'],
  ['mark paid', 'cancelled', 'jobNotPayable'],
  ['admin cancel', 'waiting', 'jobNotAdminCancellable'],
  ['admin cancel', 'revision_requested', 'jobNotAdminCancellable'],
  ['admin cancel', 'completed', 'jobNotAdminCancellable'],
  ['admin cancel', 'cancelled', 'jobNotAdminCancellable'],
  ['revise', 'waiting', 'jobNotRevisable'],
  ['revise', 'waiting_payment', 'jobNotRevisable'],
  ['revise', 'in_progress', 'jobNotRevisable'],
  ['revise', 'revision_requested', 'jobNotRevisable'],
  ['revise', 'cancelled', 'jobNotRevisable'],
  ['upload outputs', 'waiting_payment', 'jobNotInWork'],
  ['upload outputs', 'completed', 'jobNotInWork'],
  ['mark complete', 'waiting_payment', 'jobNotInWork'],
  ['mark complete', 'completed', 'jobNotInWork'],
  ['mark complete', 'in_progress', 'uploadOutputFirst'],
];

describe('transitions the state machine does not allow', () => {
  it.each(forbidden)('%s from %s answers 409 %s and changes nothing', async (action, status, code) => {
    const id = await jobIn(status);
    const before = await app.db('jobs').where({ id }).first('status', 'version');
    const audits = await app.db('job_audit').where({ job_id: id }).count({ n: '*' });
    const res = await (calls[action] as Call)(id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(code);
    expect(await app.db('jobs').where({ id }).first('status', 'version')).toEqual(before);
    expect(await app.db('job_audit').where({ job_id: id }).count({ n: '*' })).toEqual(audits);
  });

  it('refuses a payment notice for a job already paid', async () => {
    const id = await jobIn('waiting_payment', { is_paid: true });
    expect((await calls['customer payment notice']?.(id))?.status).toBe(409);
  });

  it('answers completion without an output with a message asking to upload first', async () => {
    const id = await jobIn('revision_requested');
    const res = await api(app, 'PUT', `/translator/job/${id}/mark-complete`, {
      token: translator.token,
      body: {},
      lang: 'tr',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('İşi tamamlamadan önce en az bir çıktı dosyası yükleyin.');
  });

  it('refuses to delete an output once the job is completed', async () => {
    const id = await jobIn('in_progress');
    const up = await calls['upload outputs']?.(id);
    const fileName =
      (up?.body as unknown as { job: { output_files: { file_name: string }[] } }).job.output_files[0]?.file_name ?? '';
    await putJobInState(app, id, 'completed');
    const res = await api(app, 'DELETE', `/translator/job/${id}/delete-output/${encodeURIComponent(fileName)}`, {
      token: translator.token,
    });
    expect(res.status).toBe(409);
    expect(await app.db('job_output_files').where({ job_id: id }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('lets the admin cancel a waiting job once it has offers, clearing them', async () => {
    const id = await jobIn('waiting');
    await calls.offer?.(id);
    const res = await calls['admin cancel']?.(id);
    expect(res?.status).toBe(200);
    expect(await app.db('offers').where({ job_id: id })).toEqual([]);
  });

  it('keeps the payment when the admin cancels a paid assignment, and a new assignment goes straight to in_progress', async () => {
    const id = await jobIn('in_progress');
    const cancelled = await api(app, 'PUT', `/admin/job/${id}/cancel`, { token: admin.token });
    expect(cancelled.body).toMatchObject({
      status: 'waiting',
      is_paid: true,
      assigned_translator_id: null,
      admin_price: 100,
    });
    const again = await calls.assign?.(id);
    expect(again?.body).toMatchObject({ status: 'in_progress' });
  });
});
