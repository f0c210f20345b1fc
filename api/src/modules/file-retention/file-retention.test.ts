import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { download, filesIn, outputsForm, pdfBytes, uploadJob } from '../jobs/job-test-helpers';
import { pngBytes } from '../translators/test-helpers';
import { deleteExpiredFiles } from './delete-job-files';

jest.setTimeout(90_000);

let app: TestApp;
let admin: FixtureUser;
let customer: FixtureUser;
let stranger: FixtureUser;
let translator: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
  customer = await createUser(app, 'user');
  stranger = await createUser(app, 'user');
  translator = await createUser(app, 'translator');
});
afterAll(() => app.stop());

const dayMs = 24 * 3600 * 1000;

/** A job of `customer` with an uploaded document and a delivered output, completed `daysAgo` days ago. */
async function deliveredJob(daysAgo: number): Promise<{ id: number; document: string; output: string }> {
  const job = await uploadJob(app, customer);
  await app.db('jobs').where({ id: job.id }).update({
    status: 'in_progress',
    is_paid: true,
    assigned_translator_id: translator.id,
    translation_type: 'official',
  });
  const uploaded = await api(app, 'POST', `/translator/job/${job.id}/complete`, {
    token: translator.token,
    form: outputsForm([{ bytes: pdfBytes('çeviri'), name: 'ceviri.pdf' }]),
  });
  if (uploaded.status !== 201) throw new Error(`output upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  const [output] = await app.db('job_output_files').where({ job_id: job.id }).pluck('file_name');
  const completedAt = new Date(Date.now() - daysAgo * dayMs);
  await app.db('jobs').where({ id: job.id }).update({ status: 'completed', completed_at: completedAt });
  await app.db('job_output_files').where({ job_id: job.id }).update({ delivered_at: completedAt });
  return { id: job.id, document: job.file_name, output: output as string };
}

const retention = (jobId: number, token = customer.token) => api(app, 'GET', `/user/job/${jobId}/retention`, { token });

describe('the daily retention task', () => {
  it('deletes the files of a job closed longer ago than the period, keeps its record and says when', async () => {
    const old = await deliveredJob(200);
    const recent = await deliveredJob(10);
    expect(filesIn(app, 'documents')).toEqual(expect.arrayContaining([old.document, recent.document]));

    expect(await deleteExpiredFiles(app.deps)).toBe(1);

    expect(filesIn(app, 'documents')).not.toContain(old.document);
    expect(filesIn(app, 'output')).not.toContain(old.output);
    expect(filesIn(app, 'documents')).toContain(recent.document);
    expect(filesIn(app, 'output')).toContain(recent.output);
    const row = await app.db('jobs').where({ id: old.id }).first();
    expect(row).toMatchObject({ status: 'completed', description: expect.any(String) });
    expect(row.files_deleted_at).toBeInstanceOf(Date);
    expect(await app.db('job_output_files').where({ job_id: old.id })).toHaveLength(1);
    expect(await app.db('job_audit').where({ job_id: old.id, action: 'files_expired' })).toHaveLength(1);

    const gone = await retention(old.id);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ retention_days: 180, deleted_at: expect.any(String), can_delete_now: false });
    const kept = await retention(recent.id);
    expect(kept.body).toMatchObject({ deleted_at: null, can_delete_now: true });
    expect(Date.parse(kept.body.delete_after) - Date.parse(kept.body.closed_at)).toBe(180 * dayMs);
  });

  it('follows the period set in Site ayarları and a clock moved past it', async () => {
    const job = await deliveredJob(40);
    const settings = (await api(app, 'GET', '/admin/site-settings', { token: admin.token })).body.settings;
    expect(settings.file_retention_days).toBe(180);
    const saved = await api(app, 'PUT', '/admin/site-settings', {
      token: admin.token,
      body: { ...settings, file_retention_days: 60 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.file_retention_days).toBe(60);
    expect(await deleteExpiredFiles(app.deps)).toBe(0);
    expect(filesIn(app, 'documents')).toContain(job.document);
    expect(await deleteExpiredFiles(app.deps, new Date(Date.now() + 21 * dayMs))).toBe(1);
    expect(filesIn(app, 'documents')).not.toContain(job.document);
    await api(app, 'PUT', '/admin/site-settings', {
      token: admin.token,
      body: { ...settings, file_retention_days: 180 },
    });
  });

  it('leaves a job still under way alone however old it is', async () => {
    const job = await uploadJob(app, customer);
    await app
      .db('jobs')
      .where({ id: job.id })
      .update({ created_at: new Date(Date.now() - 900 * dayMs) });
    await deleteExpiredFiles(app.deps, new Date(Date.now() + 900 * dayMs));
    expect(filesIn(app, 'documents')).toContain(job.file_name);
    expect((await retention(job.id)).body).toMatchObject({
      closed_at: null,
      delete_after: null,
      can_delete_now: false,
    });
  });

  it('refuses a period outside 1–3650 days with the field named', async () => {
    const settings = (await api(app, 'GET', '/admin/site-settings', { token: admin.token })).body.settings;
    const res = await api(app, 'PUT', '/admin/site-settings', {
      token: admin.token,
      lang: 'en',
      body: { ...settings, file_retention_days: 0 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ file_retention_days: 'The retention period must be between 1 and 3650 days.' });
  });
});

describe('the customer deletes a closed job’s files at once', () => {
  it('deletes them, then its downloads answer 410 with a message and the job page has no links', async () => {
    const job = await deliveredJob(1);
    const page = path.join(app.dataDir, 'sayfa.png');
    writeFileSync(page, pngBytes);
    const preview = await app.deps.storage.put('previews', page, `job-${job.id}.png`);
    await app.db('job_previews').insert({ job_id: job.id, page_count: 1, image_file: preview });
    const before = await api(app, 'GET', `/user/job/${job.id}`, { token: customer.token });
    const documentUrl: string = before.body.file_url;
    const outputUrl: string = before.body.output_files[0].url;

    const res = await api(app, 'DELETE', `/user/job/${job.id}/files`, { token: customer.token, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'The files of the job were deleted.',
      retention: { deleted_at: expect.any(String), can_delete_now: false },
    });
    expect(filesIn(app, 'documents')).not.toContain(job.document);
    expect(filesIn(app, 'output')).not.toContain(job.output);
    expect(await app.deps.storage.open('previews', preview)).toBeNull();
    expect(await app.db('job_previews').where({ job_id: job.id }).first()).toMatchObject({ image_file: null });

    for (const url of [documentUrl.replace(/^\/api/, ''), outputUrl.replace(/^\/api/, '')]) {
      const gone = await api(app, 'GET', url, { lang: 'en' });
      expect(gone.status).toBe(410);
      expect(gone.body).toMatchObject({ code: 'jobFilesDeleted', message: expect.stringMatching(/were deleted/) });
    }
    const bearer = await download(app, `/api/download/${job.document}`, admin.token);
    expect(bearer.status).toBe(410);

    const after = await api(app, 'GET', `/user/job/${job.id}`, { token: customer.token });
    expect(after.body).toMatchObject({ status: 'completed', file_url: null, output_files: [] });
    expect(await app.db('job_audit').where({ job_id: job.id, action: 'files_deleted_by_customer' })).toHaveLength(1);

    const again = await api(app, 'DELETE', `/user/job/${job.id}/files`, { token: customer.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('jobFilesAlreadyDeleted');
  });

  it('refuses a job still under way with 409 and keeps its files', async () => {
    const job = await uploadJob(app, customer);
    const res = await api(app, 'DELETE', `/user/job/${job.id}/files`, { token: customer.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('jobFilesNotClosed');
    expect(filesIn(app, 'documents')).toContain(job.file_name);
  });

  it('lets no other customer see or delete them', async () => {
    const job = await deliveredJob(1);
    expect((await api(app, 'DELETE', `/user/job/${job.id}/files`, { token: stranger.token })).status).toBe(403);
    expect((await retention(job.id, stranger.token)).status).toBe(403);
    expect((await api(app, 'DELETE', `/user/job/${job.id}/files`, { token: translator.token })).status).toBe(403);
    expect((await api(app, 'DELETE', `/user/job/${job.id}/files`)).status).toBe(401);
    expect(filesIn(app, 'documents')).toContain(job.document);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await api(app, 'DELETE', '/user/job/99999999/files', { token: customer.token })).status).toBe(404);
    expect((await retention(99999999)).status).toBe(404);
  });
});
