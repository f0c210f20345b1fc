import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, putJobInState, uploadJob } from '../jobs/job-test-helpers';
import { recordsOf } from './translator-records';

jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

/** A job of `translator`, due `due`, completed at `completedAt` (UTC), optionally reopened and rated. */
async function delivered(
  translator: FixtureUser,
  due: string,
  completedAt: string,
  extra: { revised?: boolean; stars?: number; status?: 'completed' | 'revision_requested' } = {},
): Promise<number> {
  const { id } = await uploadJob(app, customer);
  await putJobInState(app, id, extra.status ?? 'completed', {
    assigned_translator_id: translator.id,
    delivery_date: due,
    completed_at: completedAt,
    translator_price: 100,
  });
  if (extra.revised) await app.db('job_audit').insert({ job_id: id, actor_id: admin.id, action: 'revision_requested' });
  if (extra.stars) await app.db('job_ratings').insert({ job_id: id, stars: extra.stars });
  return id;
}

describe('a translator’s record for the office', () => {
  it('computes completed jobs, on-time and revision rates and the average rating on a fixture with known answers', async () => {
    const translator = await createUser(app, 'translator');
    // 23:30 in Istanbul on the due day: on time
    await delivered(translator, '2026-11-10', '2026-11-10T20:30:00Z', { stars: 5 });
    // 00:30 in Istanbul the day after: late
    await delivered(translator, '2026-11-10', '2026-11-10T21:30:00Z');
    await delivered(translator, '2026-11-20', '2026-11-15T09:00:00Z', { revised: true, stars: 4 });
    await delivered(translator, '2026-11-20', '2026-11-19T09:00:00Z', { revised: true, status: 'revision_requested' });
    const inWork = await uploadJob(app, customer);
    await putJobInState(app, inWork.id, 'in_progress', { assigned_translator_id: translator.id });
    const newcomer = await createUser(app, 'translator');

    const records = await recordsOf(app.db, [translator.id, newcomer.id]);
    expect(records.get(translator.id)).toEqual({
      completed: 4,
      on_time_rate: 0.75,
      revision_rate: 0.5,
      average_rating: 4.5,
      ratings: 2,
    });
    expect(records.get(newcomer.id)).toEqual({
      completed: 0,
      on_time_rate: null,
      revision_rate: null,
      average_rating: null,
      ratings: 0,
    });
  });

  it('counts a job delivered on time as on time even when a revision was re-delivered after the due date', async () => {
    const translator = await createUser(app, 'translator');
    const id = await delivered(translator, '2026-11-10', '2026-11-14T09:00:00Z', { revised: true });
    await app.db('job_audit').insert({
      job_id: id,
      actor_id: translator.id,
      action: 'completed',
      from_status: 'in_progress',
      to_status: 'completed',
      at: '2026-11-09T12:00:00Z',
    });
    expect((await recordsOf(app.db, [translator.id])).get(translator.id)?.on_time_rate).toBe(1);
  });

  it('is in the Tercümanlar list and beside each offer in the job detail', async () => {
    const translator = await createUser(app, 'translator');
    await delivered(translator, '2026-11-10', '2026-11-09T09:00:00Z', { stars: 3 });
    const list = await api(app, 'GET', '/admin/translators/approved?pageSize=100', { token: admin.token });
    const listed = list.body.items.find((t: { id: number }) => t.id === translator.id);
    expect(listed.record).toEqual({ completed: 1, on_time_rate: 1, revision_rate: 0, average_rating: 3, ratings: 1 });

    const open = await uploadJob(app, customer);
    const offer = await api(app, 'POST', '/translator/offer', {
      token: translator.token,
      body: { job_id: open.id, price: 300, delivery_date: daysFromToday(5) },
    });
    expect(offer.status).toBe(201);
    const detail = await api(app, 'GET', `/admin/jobs/${open.id}`, { token: admin.token });
    expect(detail.body.offers[0].translator_record).toMatchObject({ completed: 1, average_rating: 3 });
  });
});
