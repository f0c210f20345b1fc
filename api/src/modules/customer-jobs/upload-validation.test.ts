import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { daysFromToday, filesIn, pdfBytes, uploadForm } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
});
afterAll(() => app.stop());

const jobCount = async () => Number((await app.db('jobs').count({ n: '*' }))[0]?.n);

/** Sends a refused upload and checks that neither a job row nor a stored file was left behind. */
async function refused(form: FormData, lang: 'tr' | 'en' = 'tr') {
  const jobsBefore = await jobCount();
  const filesBefore = filesIn(app, 'documents');
  const res = await api(app, 'POST', '/user/upload', { token: customer.token, form, lang });
  expect(await jobCount()).toBe(jobsBefore);
  expect(filesIn(app, 'documents')).toEqual(filesBefore);
  return res;
}

describe('POST /api/user/upload refuses an incomplete form', () => {
  it.each(['description', 'source_lang', 'target_lang', 'delivery_date', 'translation_type', 'specialization'])(
    "answers 400 'Tüm alanları doldurun.' without %s",
    async (field) => {
      const res = await refused(uploadForm({ [field]: undefined }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'fillAllFieldsShort', message: 'Tüm alanları doldurun.' });
      expect(res.body.fields).toHaveProperty(field);
    },
  );

  it("answers 400 'Tüm alanları doldurun.' without a file, naming the field", async () => {
    const res = await refused(uploadForm({}, null));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'fillAllFieldsShort', fields: { file: 'Bu alan zorunludur.' } });
  });

  it('answers in English when asked to', async () => {
    const res = await refused(uploadForm({ description: ' ' }), 'en');
    expect(res.body.message).toBe('Fill in all fields.');
  });
});

describe('POST /api/user/upload checks each value', () => {
  it('refuses a delivery date before today in Istanbul, and accepts today', async () => {
    const res = await refused(uploadForm({ delivery_date: daysFromToday(-1) }));
    expect(res.status).toBe(400);
    expect(res.body.fields.delivery_date).toBe('Tarih bugünden önce olamaz.');
    expect(
      (
        await api(app, 'POST', '/user/upload', {
          token: customer.token,
          form: uploadForm({ delivery_date: daysFromToday(0) }),
        })
      ).status,
    ).toBe(201);
  });

  it('refuses a language that is not in the languages table', async () => {
    const res = await refused(uploadForm({ source_lang: 'Klingonca' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ source_lang: 'Bu dil listede yok.' });
  });

  it('refuses an unknown translation type or specialization', async () => {
    expect((await refused(uploadForm({ translation_type: 'express' }))).status).toBe(400);
    expect((await refused(uploadForm({ specialization: 'Astroloji' }))).status).toBe(400);
  });

  it('requires a script type for an Osmanlıca source and stores its name', async () => {
    const missing = await refused(uploadForm({ source_lang: 'Osmanlıca' }));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'fillAllFieldsShort', fields: { hat_tur_id: 'Hat türü seçiniz.' } });
    expect((await refused(uploadForm({ source_lang: 'Osmanlıca', hat_tur_id: '99999' }))).status).toBe(400);
    const rika = await app.db('hat_turleri').where({ language_id: 1, name: 'Rika' }).first('id');
    const ok = await api(app, 'POST', '/user/upload', {
      token: customer.token,
      form: uploadForm({
        source_lang: 'Osmanlıca',
        hat_tur_id: String(rika.id),
        ottoman_output: 'simplification',
        page_count: '2',
        legibility: 'clear',
      }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ source_lang: 'Osmanlıca', hat_tur_id: rika.id, hat_tur_name: 'Rika' });
  });

  it('ignores a script type sent with another source language', async () => {
    const ok = await api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm({ hat_tur_id: '1' }) });
    expect(ok.body).toMatchObject({ hat_tur_id: null, hat_tur_name: null });
  });
});

describe('POST /api/user/upload checks the file by its bytes', () => {
  it('answers 415 for a text file named .pdf', async () => {
    const res = await refused(uploadForm({}, { bytes: Buffer.from('just some text, not a pdf'), name: 'x.pdf' }));
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupportedFileType');
  });

  it('answers 415 for an ELF program named .docx and a Windows program named .pdf', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512, 1)]);
    const mz = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);
    expect((await refused(uploadForm({}, { bytes: elf, name: 'x.docx' }))).status).toBe(415);
    expect((await refused(uploadForm({}, { bytes: mz, name: 'x.pdf' }))).status).toBe(415);
  });

  it('answers 415 for an extension that is not accepted at all', async () => {
    expect((await refused(uploadForm({}, { bytes: pdfBytes(), name: 'x.exe' }))).status).toBe(415);
  });

  it('answers 413 for a document over 50 MB', async () => {
    // The 51 MB file goes into the form as its parts: joined and copied first (uploadForm's Buffer → Uint8Array in
    // jest's realm), it cost more than the upload itself and ran past the test's time on a loaded machine.
    const form = uploadForm({}, null);
    form.append('file', new Blob([pdfBytes(), Buffer.alloc(51 * 1024 * 1024, 0x20)]), 'big.pdf');
    const res = await refused(form);
    expect(res.status).toBe(413);
  });

  it('stores a name with path tricks sanitized, inside the documents area', async () => {
    const res = await api(app, 'POST', '/user/upload', {
      token: customer.token,
      form: uploadForm({}, { bytes: pdfBytes(), name: '../../etc/passwd.pdf' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.file_name).toMatch(/^\d+-passwd\.pdf$/);
    expect(res.body.display_name).toBe('passwd.pdf');
    expect(filesIn(app, 'documents')).toContain(res.body.file_name);
  });

  it('accepts a plain UTF-8 text file with Turkish letters', async () => {
    const res = await api(app, 'POST', '/user/upload', {
      token: customer.token,
      form: uploadForm({}, { bytes: Buffer.from('Çeviri için ğüşıöç metni'), name: 'metin.txt' }),
    });
    expect(res.status).toBe(201);
  });
});
