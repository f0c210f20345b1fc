import { createCanvas, loadImage } from '@napi-rs/canvas';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { pdfBytes, putJobInState, uploadForm } from '../jobs/job-test-helpers';
import { makeJobPreview, queueMissingPreviews, jobPreviewTaskName } from './job-previews';
import { insertPreviewOnce } from './repository';
import { ERASED_DOCUMENT_NAME } from '../../db/models/job';

jest.setTimeout(90_000);

let app: TestApp;
let customer: FixtureUser;
let translator: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
  translator = await createUser(app, 'translator', { name: 'Şükrü' });
});
afterAll(() => app.stop());

/** A three-page deed with seven words on each page. */
async function deedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 3; n += 1)
    doc.addPage([595, 842]).drawText(`Page ${n} of the title deed text`, { x: 50, y: 780, size: 20, font });
  return Buffer.from(await doc.save());
}

/** A 1600 × 1000 PNG photo of a document. */
async function photoPng(): Promise<Buffer> {
  const canvas = createCanvas(1600, 1000);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 1600, 1000);
  return canvas.encode('png');
}

/** Uploads a document and makes its preview (the background task does the same; whichever runs first wins). */
async function openJobWith(bytes: Buffer, name: string): Promise<number> {
  const res = await api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm({}, { bytes, name }) });
  expect(res.status).toBe(201);
  await makeJobPreview(app.deps, res.body.id);
  return res.body.id;
}

async function factsOf(jobId: number) {
  const list = await api(app, 'GET', '/translator/open-jobs?pageSize=100', { token: translator.token });
  return list.body.items.find((job: { id: number }) => job.id === jobId);
}

/** Share of pixels in the watermark's wine red: the mark is there, across the page. */
async function markedShare(jpeg: Buffer): Promise<{ width: number; share: number }> {
  const image = await loadImage(jpeg);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let marked = 0;
  for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 0) - (data[i + 1] ?? 0) > 15) marked += 1;
  return { width: image.width, share: marked / (data.length / 4) };
}

describe('bidding with sight: document facts and a watermarked preview', () => {
  it('queues the reading of the document with the upload', async () => {
    const res = await api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm() });
    const tasks = await app
      .db('pgboss.job')
      .where({ name: jobPreviewTaskName })
      .whereRaw("(data->>'jobId')::int = ?", [res.body.id]);
    expect(tasks).toHaveLength(1);
  });

  it('shows a PDF’s type, size, pages and words in the open jobs, without the document itself', async () => {
    const bytes = await deedPdf();
    const id = await openJobWith(bytes, 'tapu.pdf');
    const job = await factsOf(id);
    expect(job.document).toEqual({ type: 'PDF', size: bytes.length, pages: 3, words: 21, preview: 'ready' });
    expect(job.file_url).toBeNull();
  });

  it('serves the first page at most 800 px wide, watermarked for the viewer, never cached, and the document stays closed', async () => {
    const id = await openJobWith(await deedPdf(), 'tapu.pdf');
    const res = await fetch(`${app.url}/api/translator/job/${id}/preview`, {
      headers: { Authorization: `Bearer ${translator.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { width, share } = await markedShare(Buffer.from(await res.arrayBuffer()));
    expect(width).toBeLessThanOrEqual(800);
    expect(share).toBeGreaterThan(0.02);

    const { file_name } = await app.db('jobs').where({ id }).first('file_name');
    const document = await api(app, 'GET', `/download/documents/${file_name}`, { token: translator.token });
    expect([403, 404]).toContain(document.status);
  });

  it('shows a photo as one page without a word count, and scales it down to 800 px', async () => {
    const id = await openJobWith(await photoPng(), 'nufus.png');
    expect((await factsOf(id)).document).toMatchObject({ type: 'PNG', pages: 1, words: null, preview: 'ready' });
    const res = await fetch(`${app.url}/api/translator/job/${id}/preview`, {
      headers: { Authorization: `Bearer ${translator.token}` },
    });
    expect((await markedShare(Buffer.from(await res.arrayBuffer()))).width).toBe(800);
  });

  it('counts the words of a text file and draws its opening lines', async () => {
    const id = await openJobWith(Buffer.from('Merhaba dünya. Tapu kaydının çevirisi istenmektedir.\n'), 'not.txt');
    expect((await factsOf(id)).document).toMatchObject({ type: 'TXT', pages: 1, words: 6, preview: 'ready' });
  });

  it('counts the words of an OpenDocument text and draws its opening lines', async () => {
    const odt = new JSZip();
    odt.file('mimetype', 'application/vnd.oasis.opendocument.text');
    odt.file(
      'content.xml',
      '<?xml version="1.0"?><office:document-content><office:body><office:text>' +
        '<text:h>Tapu &amp; kayıt</text:h><text:p>Birinci<text:s/>paragraf burada.</text:p>' +
        '</office:text></office:body></office:document-content>',
    );
    const id = await openJobWith(await odt.generateAsync({ type: 'nodebuffer' }), 'tapu.odt');
    expect((await factsOf(id)).document).toMatchObject({ type: 'ODT', pages: 1, words: 5, preview: 'ready' });
  });

  it('keeps a damaged PDF’s type and size, with no pages, words or image', async () => {
    const id = await openJobWith(pdfBytes('bozuk'), 'bozuk.pdf');
    expect((await factsOf(id)).document).toMatchObject({ type: 'PDF', pages: null, words: null, preview: 'none' });
    const res = await api(app, 'GET', `/translator/job/${id}/preview`, { token: translator.token });
    expect(res.status).toBe(404);
  });

  it('serves the preview to approved translators only, and only while the job is open or theirs', async () => {
    const id = await openJobWith(await deedPdf(), 'tapu.pdf');
    const path = `/translator/job/${id}/preview`;
    expect((await api(app, 'GET', path)).status).toBe(401);
    expect((await api(app, 'GET', path, { token: customer.token })).status).toBe(403);
    const pending = await createUser(app, 'translator', { translatorStatus: 'pending' });
    // an applicant's token does not sign in as a translator until the office approves them
    expect((await api(app, 'GET', path, { token: pending.token })).status).toBe(401);
    const removed = await createUser(app, 'translator');
    await app.db('users').where({ id: removed.id }).update({ deleted_at: app.db.fn.now() });
    expect((await api(app, 'GET', path, { token: removed.token })).status).toBe(401);

    const other = await createUser(app, 'translator');
    await putJobInState(app, id, 'waiting_payment', { assigned_translator_id: other.id });
    expect((await api(app, 'GET', path, { token: translator.token })).status).toBe(404);
    expect((await fetch(`${app.url}/api${path}`, { headers: { Authorization: `Bearer ${other.token}` } })).status).toBe(
      200,
    );
  });

  it('finds open jobs that have no preview yet and queues them', async () => {
    const res = await api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm() });
    await app.db('job_previews').where({ job_id: res.body.id }).delete();
    await app.db('pgboss.job').where({ name: jobPreviewTaskName }).delete();
    expect(await queueMissingPreviews(app.deps)).toBeGreaterThanOrEqual(1);
    expect(
      await app
        .db('pgboss.job')
        .where({ name: jobPreviewTaskName })
        .whereRaw("(data->>'jobId')::int = ?", [res.body.id]),
    ).toHaveLength(1);
  });

  it('stores no preview for a job whose files went while its document was being read', async () => {
    const row = (jobId: number) => ({ job_id: jobId, page_count: 1, word_count: 7, image_file: null });
    const expired = await api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm() });
    await app.db('jobs').where({ id: expired.body.id }).update({ files_deleted_at: new Date() });
    expect(await insertPreviewOnce(app.db, row(expired.body.id))).toBe(false);
    const erased = await api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm() });
    await app.db('jobs').where({ id: erased.body.id }).update({ file_name: ERASED_DOCUMENT_NAME });
    expect(await insertPreviewOnce(app.db, row(erased.body.id))).toBe(false);
    expect(await app.db('job_previews').whereIn('job_id', [expired.body.id, erased.body.id])).toEqual([]);
  });
});
