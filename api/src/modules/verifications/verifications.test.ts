import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import {
  confirmedChecklist,
  daysFromToday,
  download,
  outputsForm,
  pdfBytes,
  uploadJob,
} from '../jobs/job-test-helpers';
import { hasValidCheckCharacter, verificationAlphabet } from 'shared-ui/contracts';
import { newVerificationCode } from './verification-code';

jest.setTimeout(60_000);

let app: TestApp;
let admin: FixtureUser;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
  admin = await createUser(app, 'admin');
});
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A real two-page PDF, as a translator would deliver it. */
async function realPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) doc.addPage([595, 842]).drawText(`${text}, page ${n}`, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await doc.save());
}

interface Delivered {
  id: number;
  customer: FixtureUser;
  translator: FixtureUser;
}

/** A job taken through the real routes from upload to a completed delivery of these files. */
async function deliveredJob(files: { bytes: Buffer; name: string }[]): Promise<Delivered> {
  const customer = await createUser(app, 'user', { name: 'Elif' });
  await app.db('users').where({ id: customer.id }).update({ surname: 'Kaya' });
  const translator = await createUser(app, 'translator', { name: 'Deniz' });
  await app.db('users').where({ id: translator.id }).update({ surname: 'Yılmaz' });
  const job = await uploadJob(app, customer, { translation_type: 'sworn', description: 'Elif Kaya tapu kaydı' });
  await api(app, 'POST', `/admin/job/${job.id}/assign`, {
    token: admin.token,
    body: { translator_id: translator.id, price: 900, delivery_date: daysFromToday(3) },
  });
  await api(app, 'PUT', `/admin/job/${job.id}/mark-paid`, { token: admin.token });
  await deliver(job.id, translator, files);
  return { id: job.id, customer, translator };
}

async function deliver(jobId: number, translator: FixtureUser, files: { bytes: Buffer; name: string }[]) {
  const up = await api(app, 'POST', `/translator/job/${jobId}/complete`, {
    token: translator.token,
    form: outputsForm(files),
  });
  expect(up.status).toBe(201);
  const done = await api(app, 'PUT', `/translator/job/${jobId}/mark-complete`, {
    token: translator.token,
    body: { checklist: confirmedChecklist },
  });
  expect(done.status).toBe(200);
}

const customerCode = async (job: Delivered) =>
  (await api(app, 'GET', `/user/job/${job.id}/verification`, { token: job.customer.token })).body.verification;

describe('a verification code for every completed delivery', () => {
  it('certifies the delivered files on completion and shows only public facts on the public route', async () => {
    const bytes = await realPdf('Sworn translation');
    const job = await deliveredJob([{ bytes, name: 'Elif-Kaya-tapu.pdf' }]);
    const mine = await customerCode(job);
    expect(mine.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){5}$/);

    const res = await api(app, 'GET', `/public/verifications/${mine.code}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'code',
        'completed_at',
        'files',
        'job_code',
        'revoked_at',
        'source_lang',
        'status',
        'superseded_at',
        'target_lang',
        'translation_type',
        'translator_name',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      job_code: `JOB-${String(job.id).padStart(6, '0')}`,
      source_lang: 'Türkçe',
      target_lang: 'İngilizce',
      translation_type: 'sworn',
      translator_name: 'Deniz Yılmaz',
      status: 'valid',
      files: [{ position: 1, sha256: sha256(bytes), size: bytes.length, mime: 'application/pdf' }],
    });
    // nothing of the customer or the document: not their name, not the file's name, not the description
    const text = JSON.stringify(res.body);
    for (const secret of ['Elif', 'Kaya', 'tapu', job.customer.email]) expect(text).not.toContain(secret);
  });

  it('reads a code however it is typed: lower case, without hyphens, O for 0 and I or L for 1', async () => {
    const job = await deliveredJob([{ bytes: pdfBytes('typed'), name: 'ceviri.pdf' }]);
    const { code } = await customerCode(job);
    const typed = (code as string).toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    const res = await api(app, 'GET', `/public/verifications/${encodeURIComponent(typed)}`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(code);
  });

  it('answers a well-formed code never issued with a localized 404 "not found" that tells nothing more', async () => {
    const code = newVerificationCode();
    const tr = await api(app, 'GET', `/public/verifications/${code}`);
    expect(tr.status).toBe(404);
    expect(tr.body).toMatchObject({ code: 'verificationNotFound', message: 'Bu doğrulama kodu bulunamadı.' });
    const en = await api(app, 'GET', `/public/verifications/${code}`, { lang: 'en' });
    expect(en.body.message).toBe('This verification code was not found.');
  });

  it('answers a malformed code, or one whose check character is wrong, with "check the code", not "not found"', async () => {
    for (const code of ['ABC', 'x'.repeat(64), '%3Cscript%3E']) {
      const res = await api(app, 'GET', `/public/verifications/${code}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'verificationCodeMistyped' });
    }
    const job = await deliveredJob([{ bytes: pdfBytes('typo'), name: 'ceviri.pdf' }]);
    const real = ((await customerCode(job)).code as string).replace(/-/g, '');
    const swap = (code: string, at: number) => {
      const other = verificationAlphabet[(verificationAlphabet.indexOf(code[at] as string) + 7) % 32] as string;
      return code.slice(0, at) + other + code.slice(at + 1);
    };
    // a wrong character anywhere, and two neighbours swapped
    const swapped = real.slice(0, 5) + real[6] + real[5] + real.slice(7);
    for (const typo of [swap(real, 0), swap(real, 11), swap(real, 23), ...(real[5] === real[6] ? [] : [swapped])]) {
      const res = await api(app, 'GET', `/public/verifications/${typo}`, { lang: 'en' });
      expect({ typo, status: res.status, code: res.body.code }).toEqual({
        typo,
        status: 404,
        code: 'verificationCodeMistyped',
      });
      expect(res.body.message).toBe('This code looks mistyped; please compare it with the code on the document.');
    }
  });

  it('keeps verifying a code issued before the check character (24 random characters)', async () => {
    const job = await deliveredJob([{ bytes: pdfBytes('legacy'), name: 'ceviri.pdf' }]);
    const issued = ((await customerCode(job)).code as string).replace(/-/g, '');
    let legacy = issued.slice(0, 23) + 'Z';
    if (hasValidCheckCharacter(legacy)) legacy = issued.slice(0, 23) + 'Y';
    expect(hasValidCheckCharacter(legacy)).toBe(false);
    await app.db('job_verifications').where({ code: issued }).update({ code: legacy });
    const res = await api(app, 'GET', `/public/verifications/${legacy}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('valid');
  });

  it('issues codes of at least 96 random bits and a check character: 24 base32 characters, none repeated in 5,000', () => {
    const codes = new Set(Array.from({ length: 5000 }, () => newVerificationCode()));
    expect(codes.size).toBe(5000);
    for (const code of [...codes].slice(0, 200)) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{24}$/);
      expect(hasValidCheckCharacter(code)).toBe(true);
    }
    // 23 random characters × 5 bits = 115 bits; every character of the alphabet turns up in every position
    const firsts = new Set([...codes].map((c) => c[0]));
    const lasts = new Set([...codes].map((c) => c[23]));
    expect(firsts.size).toBe(32);
    expect(lasts.size).toBe(32);
  });

  it('gives a revision that replaces the files a new code, and the old one says when it was superseded', async () => {
    const job = await deliveredJob([{ bytes: pdfBytes('first'), name: 'ceviri.pdf' }]);
    const first = await customerCode(job);
    await api(app, 'PUT', `/admin/job/${job.id}/revise`, { token: admin.token });
    await deliver(job.id, job.translator, [{ bytes: pdfBytes('second'), name: 'ceviri-v2.pdf' }]);
    const second = await customerCode(job);
    expect(second.code).not.toBe(first.code);
    expect(second.files).toEqual([expect.objectContaining({ position: 1, sha256: sha256(pdfBytes('second')) })]);

    const old = (await api(app, 'GET', `/public/verifications/${first.code}`)).body;
    expect(old.status).toBe('superseded');
    expect(Date.parse(old.superseded_at)).toBeGreaterThanOrEqual(Date.parse(first.completed_at));
    expect((await api(app, 'GET', `/public/verifications/${second.code}`)).body.status).toBe('valid');
  });

  it('keeps the code when a job is completed again with the very same files', async () => {
    const job = await deliveredJob([{ bytes: pdfBytes('same'), name: 'ceviri.pdf' }]);
    const first = await customerCode(job);
    await api(app, 'PUT', `/admin/job/${job.id}/revise`, { token: admin.token });
    const again = await api(app, 'PUT', `/translator/job/${job.id}/mark-complete`, {
      token: job.translator.token,
      body: { checklist: confirmedChecklist },
    });
    expect(again.status).toBe(200);
    expect((await customerCode(job)).code).toBe(first.code);
    const codes = await app.db('job_verifications').where({ job_id: job.id }).count({ n: '*' }).first();
    expect(Number(codes?.n)).toBe(1);
  });
});

async function revise(job: Delivered, files: { bytes: Buffer; name: string }[], body: object = {}) {
  await api(app, 'PUT', `/admin/job/${job.id}/revise`, { token: admin.token });
  const up = await api(app, 'POST', `/translator/job/${job.id}/complete`, {
    token: job.translator.token,
    form: outputsForm(files),
  });
  expect(up.status).toBe(201);
  return api(app, 'PUT', `/translator/job/${job.id}/mark-complete`, {
    token: job.translator.token,
    body: { job_id: job.id, checklist: confirmedChecklist, ...body },
  });
}

const customerJob = async (job: Delivered) =>
  (await api(app, 'GET', `/user/job/${job.id}`, { token: job.customer.token })).body;

describe("a revision's delivery replaces the previous one", () => {
  it('shows the customer only the new files, keeps the replaced ones in the history and certifies only the new', async () => {
    const job = await deliveredJob([{ bytes: pdfBytes('wrong names'), name: 'ceviri.pdf' }]);
    const done = await revise(job, [{ bytes: pdfBytes('right names'), name: 'ceviri-duzeltilmis.pdf' }]);
    expect(done.status).toBe(200);

    const seen = await customerJob(job);
    expect(seen.output_files.map((f: { display_name: string }) => f.display_name)).toEqual(['ceviri-duzeltilmis.pdf']);
    expect(seen.earlier_files).toEqual([
      expect.objectContaining({ display_name: 'ceviri.pdf', replaced_at: expect.any(String) }),
    ]);
    const listed = (await api(app, 'GET', '/user/jobs', { token: job.customer.token })).body.jobs.find(
      (j: { id: number }) => j.id === job.id,
    );
    expect(listed.output_files).toHaveLength(1);
    const code = await customerCode(job);
    expect(code.files.map((f: { sha256: string }) => f.sha256)).toEqual([sha256(pdfBytes('right names'))]);
  });

  it('delivers the files the translator names: a kept earlier file stays, the others are replaced', async () => {
    const job = await deliveredJob([
      { bytes: pdfBytes('tapu'), name: 'tapu.pdf' },
      { bytes: pdfBytes('ek'), name: 'ek.pdf' },
    ]);
    const before = (await api(app, 'GET', `/user/job/${job.id}`, { token: job.customer.token })).body;
    const ek = before.output_files.find((f: { display_name: string }) => f.display_name === 'ek.pdf');
    await api(app, 'PUT', `/admin/job/${job.id}/revise`, { token: admin.token });
    const up = await api(app, 'POST', `/translator/job/${job.id}/complete`, {
      token: job.translator.token,
      form: outputsForm([{ bytes: pdfBytes('tapu v2'), name: 'tapu-v2.pdf' }]),
    });
    const tapuV2 = up.body.job.output_files.find((f: { display_name: string }) => f.display_name === 'tapu-v2.pdf');
    const done = await api(app, 'PUT', `/translator/job/${job.id}/mark-complete`, {
      token: job.translator.token,
      body: { checklist: confirmedChecklist, files: [tapuV2.file_name, ek.file_name] },
    });
    expect(done.status).toBe(200);
    const names = (await customerJob(job)).output_files.map((f: { display_name: string }) => f.display_name);
    expect(names.sort()).toEqual(['ek.pdf', 'tapu-v2.pdf']);
    const code = await customerCode(job);
    expect(code.files.map((f: { sha256: string }) => f.sha256).sort()).toEqual(
      [sha256(pdfBytes('tapu v2')), sha256(pdfBytes('ek'))].sort(),
    );
  });

  it('hides the work of a revision from the customer until it is delivered', async () => {
    const job = await deliveredJob([{ bytes: pdfBytes('v1'), name: 'v1.pdf' }]);
    await api(app, 'PUT', `/admin/job/${job.id}/revise`, { token: admin.token });
    await api(app, 'POST', `/translator/job/${job.id}/complete`, {
      token: job.translator.token,
      form: outputsForm([{ bytes: pdfBytes('v2'), name: 'v2.pdf' }]),
    });
    const seen = await customerJob(job);
    expect(seen.output_files.map((f: { display_name: string }) => f.display_name)).toEqual(['v1.pdf']);
  });

  it('answers 400 in Turkish or English when a named file is not one of the job’s current files', async () => {
    const job = await deliveredJob([{ bytes: pdfBytes('x'), name: 'x.pdf' }]);
    const tr = await revise(job, [{ bytes: pdfBytes('y'), name: 'y.pdf' }], { files: ['1-baska.pdf'] });
    expect(tr.status).toBe(400);
    expect(tr.body).toMatchObject({ code: 'outputNotFound', message: 'Çıktı dosyası bulunamadı.' });
    expect(tr.body.fields).toHaveProperty('files');
    const en = await api(app, 'PUT', `/translator/job/${job.id}/mark-complete`, {
      token: job.translator.token,
      body: { checklist: confirmedChecklist, files: [] },
      lang: 'en',
    });
    expect(en.status).toBe(400);
    expect(en.body.fields.files).toBe('No file selected.');
  });
});

describe('the QR-stamped copy verifies', () => {
  it('makes the stamped copy once, certifies its fingerprint and answers the same bytes every time', async () => {
    const job = await deliveredJob([{ bytes: await realPdf('Stamped'), name: 'ceviri.pdf' }]);
    const mine = await customerCode(job);
    expect(mine.files[0].stamped_sha256).toBeNull();
    const first = await download(app, mine.stamped_copies[0].url);
    const again = await download(app, (await customerCode(job)).stamped_copies[0].url);
    expect(sha256(again.bytes)).toBe(sha256(first.bytes));

    const check = (await api(app, 'GET', `/public/verifications/${mine.code}`)).body;
    expect(check.files[0]).toMatchObject({ position: 1, stamped_sha256: sha256(first.bytes) });
    expect(check.files[0].sha256).not.toBe(sha256(first.bytes));
    const kept = await app.db('verification_stamped_copies').where({ position: 1 }).count({ n: '*' });
    expect(Number(kept[0]?.n)).toBeGreaterThanOrEqual(1);
  });

  it('answers 410 "the files were deleted" for a stamped copy, made or not, once the customer deleted the job’s files', async () => {
    const job = await deliveredJob([
      { bytes: await realPdf('Made before'), name: 'ceviri.pdf' },
      { bytes: await realPdf('Never made'), name: 'ek.pdf' },
    ]);
    const [made, neverMade] = (await customerCode(job)).stamped_copies;
    expect((await download(app, made.url)).status).toBe(200);
    const deleted = await api(app, 'DELETE', `/user/job/${job.id}/files`, { token: job.customer.token });
    expect(deleted.status).toBe(200);

    for (const copy of [made, neverMade]) {
      const gone = await api(app, 'GET', copy.url.replace(/^\/api/, ''), { lang: 'en' });
      expect(gone.status).toBe(410);
      expect(gone.body).toMatchObject({ code: 'jobFilesDeleted', message: expect.stringMatching(/were deleted/) });
    }
  });

  it('puts the address of the page in the document’s target language on the copy and in the QR links', async () => {
    const job = await deliveredJob([{ bytes: await realPdf('Target'), name: 'ceviri.pdf' }]);
    const mine = (await api(app, 'GET', `/user/job/${job.id}/verification`, { token: job.customer.token, lang: 'tr' }))
      .body.verification;
    // the job's target is İngilizce: the English page, although the customer reads the site in Turkish
    expect(mine.page_url).toContain('/verify-translation/');
    expect(mine.qr_png_url).toContain('lang=en');
  });
});

describe('revoking a code', () => {
  it('lets the admin revoke a code with a reason: the page says revoked, the history and the office list record it', async () => {
    const job = await deliveredJob([{ bytes: pdfBytes('revoke'), name: 'ceviri.pdf' }]);
    const { code } = await customerCode(job);
    const revoked = await api(app, 'POST', `/admin/verifications/${code}/revoke`, {
      token: admin.token,
      body: { reason: 'Sahte mühür bildirildi' },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('Doğrulama kodu iptal edildi.');
    expect(revoked.body.items[0]).toMatchObject({
      code,
      status: 'revoked',
      revoked_reason: 'Sahte mühür bildirildi',
      revoked_by_name: expect.stringMatching(/^Admin\d+ Test$/),
    });

    const page = (await api(app, 'GET', `/public/verifications/${code}`)).body;
    expect(page.status).toBe('revoked');
    expect(page.revoked_at).toEqual(expect.any(String));
    expect(JSON.stringify(page)).not.toContain('Sahte');

    const history = await api(app, 'GET', `/admin/jobs/${job.id}`, { token: admin.token });
    expect(JSON.stringify(history.body)).toContain('verification_revoked');

    const twice = await api(app, 'POST', `/admin/verifications/${code}/revoke`, {
      token: admin.token,
      body: { reason: 'Yine' },
      lang: 'en',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This verification code has already been revoked.');
  });

  it('mails the customer in their own language that the code was revoked', async () => {
    const job = await deliveredJob([{ bytes: pdfBytes('revoke mail'), name: 'ceviri.pdf' }]);
    const { code } = await customerCode(job);
    await api(app, 'POST', `/admin/verifications/${code}/revoke`, { token: admin.token, body: { reason: 'Hata' } });
    const tr = Buffer.from((await inbox.waitForText(job.customer.email, code)).text, 'latin1').toString('utf8');
    expect(tr.replace(/\s+/g, ' ')).toContain('ofisimiz tarafından iptal edildi');
    expect(tr).toContain(`/panel/user/jobs/${job.id}`);

    const english = await deliveredJob([{ bytes: pdfBytes('revoke mail en'), name: 'translation.pdf' }]);
    await app.db('users').where({ id: english.customer.id }).update({ locale: 'en' });
    const second = (await customerCode(english)).code as string;
    await api(app, 'POST', `/admin/verifications/${second}/revoke`, { token: admin.token, body: { reason: 'Error' } });
    const en = (await inbox.waitForText(english.customer.email, second)).text;
    expect(en.replace(/\s+/g, ' ')).toContain('Our office has revoked the verification code');
  });

  it('refuses a revocation without a reason, by anyone but an admin, and of an unknown code', async () => {
    const job = await deliveredJob([{ bytes: pdfBytes('guard'), name: 'ceviri.pdf' }]);
    const { code } = await customerCode(job);
    const empty = await api(app, 'POST', `/admin/verifications/${code}/revoke`, { token: admin.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('reason');
    const byCustomer = await api(app, 'POST', `/admin/verifications/${code}/revoke`, {
      token: job.customer.token,
      body: { reason: 'Benim değil' },
    });
    expect(byCustomer.status).toBe(403);
    const unknown = await api(app, 'POST', `/admin/verifications/${newVerificationCode()}/revoke`, {
      token: admin.token,
      body: { reason: 'Bilinmiyor' },
    });
    expect(unknown.status).toBe(404);
    expect((await api(app, 'GET', `/public/verifications/${code}`)).body.status).toBe('valid');
  });
});

describe("the customer's QR codes and stamped copies", () => {
  it('answers no code before the delivery, and another customer 403', async () => {
    const customer = await createUser(app, 'user');
    const job = await uploadJob(app, customer);
    const before = await api(app, 'GET', `/user/job/${job.id}/verification`, { token: customer.token });
    expect(before.status).toBe(200);
    expect(before.body.verification).toBeNull();
    const other = await createUser(app, 'user');
    const res = await api(app, 'GET', `/user/job/${job.id}/verification`, { token: other.token });
    expect(res.status).toBe(403);
  });

  it('serves the QR code as PNG and SVG pointing to the page in the chosen language', async () => {
    const job = await deliveredJob([{ bytes: pdfBytes('qr'), name: 'ceviri.pdf' }]);
    const mine = (await api(app, 'GET', `/user/job/${job.id}/verification`, { token: job.customer.token, lang: 'en' }))
      .body.verification;
    expect(mine.page_url).toBe(`${app.deps.env.PUBLIC_URL}/verify-translation/${mine.code}`);
    const png = await download(app, mine.qr_png_url);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
    const svg = await download(app, mine.qr_svg_url);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.bytes.toString()).toMatch(/^<svg[^>]*viewBox/);
    expect(svg.headers.get('content-disposition')).toContain('attachment');
  });

  it('stamps a copy of each delivered PDF on its last page, leaves the delivered file as it was, and needs the signed link', async () => {
    const bytes = await realPdf('Yeminli tercüme');
    const job = await deliveredJob([
      { bytes, name: 'ceviri.pdf' },
      { bytes: Buffer.from('plain text translation'), name: 'notlar.txt' },
    ]);
    const mine = await customerCode(job);
    expect(mine.stamped_copies).toEqual([
      { position: expect.any(Number), name: 'ceviri.pdf', url: expect.any(String) },
    ]);

    const copy = await download(app, mine.stamped_copies[0].url);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('application/pdf');
    expect(copy.headers.get('content-disposition')).toContain(`ceviri-${(mine.code as string).replace(/-/g, '')}.pdf`);
    const stamped = await PDFDocument.load(copy.bytes);
    expect(stamped.getPageCount()).toBe(2);
    const lastPage = stamped.getPage(1).node.Resources()?.toString() ?? '';
    expect(lastPage).toMatch(/\/XObject <<\s*\/Image/); // the QR image
    expect(lastPage).toContain('DejaVuSans'); // the code and address, in a font with every Turkish letter
    expect(stamped.getPage(0).node.Resources()?.toString() ?? '').not.toContain('DejaVuSans');

    // the delivered file keeps its fingerprint: the stamp is on a copy
    const original = (await api(app, 'GET', '/user/jobs', { token: job.customer.token })).body.jobs.find(
      (j: { id: number }) => j.id === job.id,
    ).output_files;
    const pdf = original.find((f: { display_name: string }) => f.display_name === 'ceviri.pdf');
    expect(sha256((await download(app, pdf.url)).bytes)).toBe(sha256(bytes));

    const forged = mine.stamped_copies[0].url.replace(/sig=[^&]+/, 'sig=forged');
    expect((await download(app, forged)).status).toBe(403);
  });
});
