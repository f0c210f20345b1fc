import { checkCall, specRequest, type SpecRequest, type Transport } from './check-call';

/** The checker against fake handlers: it must see a gained required field, a changed status and a changed shape. */
const job = {
  id: 7,
  code: 'JOB-000007',
  file_name: '1700000000000-belge.pdf',
  description: 'Tapu',
  source_lang: 'Osmanlıca',
  target_lang: 'Türkçe',
  translation_type: 'sworn',
  specialization: 'legal',
  hat_tur_id: 3,
  hat_tur_name: 'Rika',
  delivery_date: '2099-01-10',
  status: 'waiting',
  is_paid: false,
  output_files: [],
  created_at: '2026-11-28T10:00:00.000Z',
  admin_price: null,
  translator_name: null,
  assigned_translator_id: null,
  assigned_translator_name: null,
};
const upload = {
  file: { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'belge.pdf' },
  description: 'Tapu',
  source_lang: 'Osmanlıca',
  target_lang: 'Türkçe',
  delivery_date: '2099-01-10',
  translation_type: 'sworn',
  specialization: 'legal',
  hat_tur_id: 3,
};

/** An upload handler as the API had it: the Ottoman intake required on top of the spec's fields. */
const needsIntake: Transport = async (request: SpecRequest) => {
  if (!request.form?.get('ottoman_output'))
    return {
      status: 400,
      body: { message: 'Osmanlıca belgeler için…', code: 'validationFailed', fields: { ottoman_output: 'Zorunlu' } },
    };
  return { status: 201, body: job };
};
const acceptsSpec: Transport = async (request) => ({ status: request.form?.get('file') ? 201 : 400, body: job });

describe('the contract checker', () => {
  it('fails a spec route that gained a required field, and names the field', async () => {
    const checked = await checkCall(needsIntake, 'POST /user/upload', { fields: upload });
    expect(checked.problems).toHaveLength(1);
    expect(checked.problems[0]).toContain('answered 400, the contract says 201');
    expect(checked.problems[0]).toContain('it requires ottoman_output, which the spec does not send');
  });

  it('passes the same call against a handler that takes the spec’s fields', async () => {
    expect((await checkCall(acceptsSpec, 'POST /user/upload', { fields: upload })).problems).toEqual([]);
  });

  it('fails when the status drifts', async () => {
    const created: Transport = async () => ({ status: 201, body: job });
    const checked = await checkCall(created, 'PUT /translator/job/{id}/mark-complete', {
      params: { id: 7 },
      fields: { job_id: 7 },
    });
    expect(checked.problems).toEqual([expect.stringContaining('answered 201, the contract says 200')]);
  });

  it('fails when the answer loses a field the spec names', async () => {
    const noToken: Transport = async () => ({
      status: 200,
      body: { user: { id: 1, name: 'A', surname: 'B', email: 'a@example.com', role: 'user' } },
    });
    const checked = await checkCall(noToken, 'POST /auth/login', { fields: { email: 'a@example.com', password: 'x' } });
    expect(checked.problems).toEqual([expect.stringContaining('answer drifted at token')]);
  });

  it('refuses to send a field the spec does not list, or to leave out one it requires', () => {
    expect(() => specRequest('POST /user/upload', { fields: { ...upload, ottoman_output: 'translation' } })).toThrow(
      'ottoman_output is not a field of SPEC §7.2',
    );
    expect(() => specRequest('POST /translator/offer', { fields: { job_id: 1, price: 100 } })).toThrow(
      "the spec's delivery_date must be sent",
    );
  });

  it('sends the fields as the spec does: path values, a query, a JSON list', () => {
    expect(specRequest('GET /admin/hat-turleri', { fields: { language_id: 1 } }).path).toBe(
      '/admin/hat-turleri?language_id=1',
    );
    const order = specRequest('POST /admin/sliders/update-order', { fields: [{ id: 4, order: 0 }] });
    expect(order.json).toEqual([{ id: 4, order: 0 }]);
    const remove = specRequest('DELETE /translator/job/{id}/delete-output/{fileName}', {
      params: { id: 9, fileName: '1-çeviri.pdf' },
    });
    expect(remove.path).toBe('/translator/job/9/delete-output/1-%C3%A7eviri.pdf');
  });
});
