import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { confirmedChecklist, daysFromToday, download, outputsForm, pdfBytes, uploadForm } from './job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
let translator: FixtureUser;
let rival: FixtureUser;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
  translator = await createUser(app, 'translator');
  rival = await createUser(app, 'translator');
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

describe('the marketplace loop from upload to a revised delivery', () => {
  it('takes a job through every step and the customer downloads exactly the bytes the translator uploaded', async () => {
    const original = pdfBytes('tapu kaydı');
    const uploaded = await api(app, 'POST', '/user/upload', {
      token: customer.token,
      form: uploadForm(
        { translation_type: 'Yeminli Çeviri', specialization: 'Hukuki' },
        { bytes: original, name: 'tapu kaydı.pdf' },
      ),
    });
    expect(uploaded.status).toBe(201);
    const job = uploaded.body;
    expect(job).toMatchObject({
      status: 'waiting',
      translation_type: 'sworn',
      specialization: 'legal',
      display_name: 'tapu_kaydı.pdf',
      admin_price: null,
    });
    expect(job.code).toBe(`JOB-${String(job.id).padStart(6, '0')}`);
    expect((await download(app, job.file_url)).bytes.equals(original)).toBe(true);

    const first = await api(app, 'POST', '/translator/offer', {
      token: translator.token,
      body: { job_id: job.id, price: 500, delivery_date: daysFromToday(5) },
    });
    expect(first.status).toBe(201);
    await api(app, 'POST', '/translator/offer', {
      token: rival.token,
      body: { job_id: job.id, price: 450, delivery_date: daysFromToday(6) },
    });
    const replaced = await api(app, 'POST', '/translator/offer', {
      token: translator.token,
      body: { job_id: job.id, price: '420.50', delivery_date: daysFromToday(4) },
    });
    expect(replaced.status).toBe(201);
    expect(replaced.body.offer).toMatchObject({
      id: first.body.offer.id,
      price: 420.5,
      delivery_date: daysFromToday(4),
    });
    const open = await api(app, 'GET', '/translator/open-jobs', { token: translator.token });
    expect(open.body.items.find((j: { id: number }) => j.id === job.id)).toMatchObject({
      offers_count: 2,
      my_offer: { price: 420.5 },
    });

    const assigned = await api(app, 'POST', `/admin/job/${job.id}/assign`, {
      token: admin.token,
      body: { translator_id: translator.id, delivery_date: daysFromToday(4), price: 750 },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({
      status: 'waiting_payment',
      admin_price: 750,
      translator_price: 420.5,
      assigned_translator_id: translator.id,
    });

    const notice = await api(app, 'POST', `/user/pay/${job.id}`, { token: customer.token });
    expect(notice.status).toBe(200);
    expect(notice.body.job.payment_notified_at).toEqual(expect.any(String));
    const paid = await api(app, 'PUT', `/admin/job/${job.id}/mark-paid`, { token: admin.token });
    expect(paid.body).toMatchObject({ status: 'in_progress', is_paid: true });

    const v1 = pdfBytes('translation v1');
    const draft = pdfBytes('draft to delete');
    const outputs = await api(app, 'POST', `/translator/job/${job.id}/complete`, {
      token: translator.token,
      form: outputsForm([
        { bytes: v1, name: 'çeviri.pdf' },
        { bytes: draft, name: 'taslak.pdf' },
      ]),
    });
    expect(outputs.status).toBe(201);
    expect(outputs.body.job.output_files).toHaveLength(2);
    // Multipart files arrive in no fixed order, so pick the draft by its name.
    const draftName = outputs.body.job.output_files.find(
      (f: { display_name: string }) => f.display_name === 'taslak.pdf',
    ).file_name;
    const deleted = await api(
      app,
      'DELETE',
      `/translator/job/${job.id}/delete-output/${encodeURIComponent(draftName)}`,
      { token: translator.token },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.job.output_files.map((f: { display_name: string }) => f.display_name)).toEqual(['çeviri.pdf']);

    const done = await api(app, 'PUT', `/translator/job/${job.id}/mark-complete`, {
      token: translator.token,
      body: { job_id: job.id, checklist: confirmedChecklist },
    });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');

    const revise = await api(app, 'PUT', `/admin/job/${job.id}/revise`, { token: admin.token });
    expect(revise.body.status).toBe('revision_requested');
    // during the revision the customer keeps the translation delivered so far
    const during = (await api(app, 'GET', '/user/jobs', { token: customer.token })).body.jobs.find(
      (j: { id: number }) => j.id === job.id,
    );
    expect(during.output_files.map((f: { display_name: string }) => f.display_name)).toEqual(['çeviri.pdf']);
    expect(
      (
        await download(
          app,
          `/api/download/output/${encodeURIComponent(during.output_files[0].file_name)}`,
          customer.token,
        )
      ).bytes.equals(v1),
    ).toBe(true);
    const v2 = pdfBytes('translation v2');
    await api(app, 'POST', `/translator/job/${job.id}/complete`, {
      token: translator.token,
      form: outputsForm([{ bytes: v2, name: 'çeviri-v2.pdf' }]),
    });
    const again = await api(app, 'PUT', `/translator/job/${job.id}/mark-complete`, {
      token: translator.token,
      body: { job_id: job.id, checklist: confirmedChecklist },
    });
    expect(again.body.status).toBe('completed');

    const mine = await api(app, 'GET', '/user/jobs', { token: customer.token });
    // ARCHITECTURE §3: the customer list answers under `jobs` only, each job once.
    expect(mine.body.items).toBeUndefined();
    const listed = mine.body.jobs.find((j: { id: number }) => j.id === job.id);
    expect(listed).toMatchObject({
      status: 'completed',
      is_paid: true,
      admin_price: 750,
      translator_name: expect.any(String),
    });
    // the revision's delivery replaces the first one; the first stays in the job's history (earlier_files)
    expect(listed.output_files.map((f: { display_name: string }) => f.display_name)).toEqual(['çeviri-v2.pdf']);
    const got = await download(app, listed.output_files[0].url);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(v2)).toBe(true);
    expect(got.headers.get('content-disposition')).toContain("filename*=UTF-8''%C3%A7eviri-v2.pdf");
    const byToken = await download(
      app,
      `/api/download/output/${encodeURIComponent(during.output_files[0].file_name)}`,
      customer.token,
    );
    expect(byToken.bytes.equals(v1)).toBe(true);

    const history = await api(app, 'GET', `/admin/jobs/${job.id}`, { token: admin.token });
    expect(
      history.body.history
        .filter((h: { from_status: string; to_status: string }) => h.from_status !== h.to_status)
        .map((h: { to_status: string }) => h.to_status),
    ).toEqual(['waiting', 'waiting_payment', 'in_progress', 'completed', 'revision_requested', 'completed']);
  });
});
