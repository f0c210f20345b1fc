import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { putJobInState, uploadJob } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
let translator: FixtureUser;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user', { name: 'Ayla' });
  translator = await createUser(app, 'translator');
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

async function jobIn(status: 'completed' | 'in_progress' = 'completed'): Promise<number> {
  const { id } = await uploadJob(app, customer);
  await putJobInState(app, id, status, {
    assigned_translator_id: translator.id,
    is_paid: true,
    translator_price: 200,
    completed_at: status === 'completed' ? app.db.fn.now() : null,
  });
  return id;
}

const rate = (id: number, body: unknown, who = customer, lang: 'tr' | 'en' = 'tr') =>
  api(app, 'POST', `/user/job/${id}/rating`, { token: who.token, body, lang });

describe('ratings of a delivery', () => {
  it('lets the owner rate a completed job once, and tells the translator', async () => {
    const id = await jobIn();
    const res = await rate(id, { stars: 4, comment: 'Zamanında ve özenli.' });
    expect(res.status).toBe(201);
    expect(res.body.rating).toMatchObject({ stars: 4, comment: 'Zamanında ve özenli.', answer: null });
    expect((await api(app, 'GET', `/user/job/${id}/rating`, { token: customer.token })).body.rating.stars).toBe(4);

    const again = await rate(id, { stars: 5 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('alreadyRated');
    const mails = await app.db('pgboss.job').where({ name: 'mail' }).whereRaw("data->>'to' = ?", [translator.email]);
    expect(mails.map((m: { data: { subject: string } }) => m.data.subject)).toContainEqual(
      expect.stringMatching(new RegExp(`^JOB-0*${id} değerlendirildi: 4/5`)),
    );
  });

  it("writes the rating and the translator's answer into the job's history, each once, with who did it", async () => {
    const id = await jobIn();
    await rate(id, { stars: 5 });
    await rate(id, { stars: 4 }); // refused: no second row
    const answer = { token: translator.token, body: { answer: 'Teşekkürler.' } };
    await api(app, 'POST', `/translator/job/${id}/rating/answer`, answer);
    await api(app, 'POST', `/translator/job/${id}/rating/answer`, answer); // refused: no second row
    const { body } = await api(app, 'GET', `/admin/jobs/${id}`, { token: admin.token });
    const rows = (body.history as { action: string; actor_id: number }[]).filter((h) => h.action.startsWith('rat'));
    expect(rows).toEqual([
      expect.objectContaining({ action: 'rated', actor_id: customer.id }),
      expect.objectContaining({ action: 'rating_answered', actor_id: translator.id }),
    ]);
  });

  it('requires a comment for one or two stars, in the asker’s language, and refuses stars outside 1–5', async () => {
    const id = await jobIn();
    const low = await rate(id, { stars: 2 }, customer, 'en');
    expect(low.status).toBe(400);
    expect(low.body.fields).toEqual({ comment: 'With 1 or 2 stars, please say in a few words what went wrong.' });
    for (const stars of [0, 6, 3.5, '5']) expect((await rate(id, { stars })).status).toBe(400);
    expect((await rate(id, { stars: 1, comment: 'Adlar pasaporttaki gibi yazılmamış.' })).status).toBe(201);
  });

  it('refuses a job that is not completed, and another customer’s job', async () => {
    expect((await rate(await jobIn('in_progress'), { stars: 5 })).body.code).toBe('jobNotRateable');
    const other = await createUser(app, 'user');
    expect((await rate(await jobIn(), { stars: 5 }, other)).status).toBe(403);
  });

  it('shows the translator the rating without anything about the customer, and lets them answer once', async () => {
    const id = await jobIn();
    await rate(id, { stars: 5, comment: 'Harika.' });
    const seen = await api(app, 'GET', `/translator/job/${id}/rating`, { token: translator.token });
    expect(seen.body.rating).toMatchObject({ stars: 5, comment: 'Harika.' });
    const text = JSON.stringify(seen.body);
    for (const secret of [customer.email, 'Ayla', '+905321234567']) expect(text).not.toContain(secret);

    const answered = await api(app, 'POST', `/translator/job/${id}/rating/answer`, {
      token: translator.token,
      body: { answer: 'Teşekkür ederim.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.rating.answer).toBe('Teşekkür ederim.');
    const twice = await api(app, 'POST', `/translator/job/${id}/rating/answer`, {
      token: translator.token,
      body: { answer: 'Bir daha.' },
    });
    expect(twice.body.code).toBe('alreadyAnswered');
    expect((await api(app, 'GET', `/user/job/${id}/rating`, { token: customer.token })).body.rating.answer).toBe(
      'Teşekkür ederim.',
    );
  });

  it('lets only the assigned translator answer, and only a rating that exists', async () => {
    const id = await jobIn();
    const unrated = await api(app, 'POST', `/translator/job/${id}/rating/answer`, {
      token: translator.token,
      body: { answer: 'Erken.' },
    });
    expect(unrated.body.code).toBe('noRatingToAnswer');
    await rate(id, { stars: 3 });
    const stranger = await createUser(app, 'translator');
    const res = await api(app, 'POST', `/translator/job/${id}/rating/answer`, {
      token: stranger.token,
      body: { answer: 'Benim değil.' },
    });
    expect(res.status).toBe(403);
  });

  it('shows the office every rating with its answer', async () => {
    const id = await jobIn();
    await rate(id, { stars: 2, comment: 'Geç teslim.' });
    const res = await api(app, 'GET', `/admin/job/${id}/rating`, { token: admin.token });
    expect(res.body.rating).toMatchObject({ stars: 2, comment: 'Geç teslim.', answer: null });
  });
});
