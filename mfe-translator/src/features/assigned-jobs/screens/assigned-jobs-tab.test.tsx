import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, on, onList, page, type Handler } from '../../../testing/fake-api';
import { fakeUploads } from 'shared-ui/testing';
import { assignedJob, outputFile } from '../../../testing/fixtures';
import { renderPanel } from '../../../testing/render-panel';

const ASSIGNED = '/translator/assigned-jobs';

async function assignedTab(...handlers: Handler[]) {
  const api = fakeApi(...handlers);
  renderPanel();
  await screen.findAllByRole('article');
  return { api, user: userEvent.setup() };
}

const card = (code: string) => screen.getByRole('article', { name: code });

beforeEach(() => localStorage.clear());

describe('assigned jobs tab', () => {
  it('shows code, languages, type, specialization, script type, delivery date, status and the document', async () => {
    await assignedTab(onList(ASSIGNED, page([assignedJob(7)])));
    const job = card('JOB-000007');
    expect(job).toHaveTextContent('Osmanlıca → Türkçe');
    expect(job).toHaveTextContent('Yeminli Çeviri');
    expect(job).toHaveTextContent('Hukuki');
    expect(job).toHaveTextContent('Rika');
    expect(job).toHaveTextContent('20 May 2031');
    expect(job).toHaveTextContent('Çeviride');
    expect(within(job).getByRole('link', { name: 'tapu.pdf (aç)' })).toHaveAttribute(
      'href',
      '/api/download/documents/1700000000-tapu.pdf?sig=x',
    );
  });

  it('marks a job sent back for revision', async () => {
    await assignedTab(onList(ASSIGNED, page([assignedJob(7, { status: 'revision_requested' })])));
    expect(within(card('JOB-000007')).getByText('Revizyonda')).toBeInTheDocument();
  });

  it("shows the customer's revision reason and files on a job sent back for revision", async () => {
    const request = {
      id: 3,
      reason: '2. sayfadaki tarih yanlış',
      files: [
        {
          id: 5,
          kind: 'revision' as const,
          display_name: 'isaret.pdf',
          size: 10,
          url: '/api/download/attachments/1-isaret.pdf?sig=x',
          created_at: '2031-05-01T10:00:00Z',
        },
      ],
      created_at: '2031-05-01T10:00:00Z',
      reopened_at: '2031-05-01T11:00:00Z',
    };
    await assignedTab(
      onList(ASSIGNED, page([assignedJob(7, { status: 'revision_requested', revision_request: request })])),
    );
    const job = card('JOB-000007');
    expect(within(job).getByText('2. sayfadaki tarih yanlış')).toBeInTheDocument();
    expect(within(job).getByRole('link', { name: 'isaret.pdf' })).toHaveAttribute(
      'href',
      '/api/download/attachments/1-isaret.pdf?sig=x',
    );
  });

  it('offers no upload before payment and says the document opens then', async () => {
    await assignedTab(
      onList(ASSIGNED, page([assignedJob(7, { status: 'waiting_payment', is_paid: false, file_url: null })])),
    );
    const job = card('JOB-000007');
    expect(job).toHaveTextContent('Belge, ödeme onaylandığında açılır.');
    expect(within(job).queryByRole('button', { name: 'Yükle' })).not.toBeInTheDocument();
    expect(within(job).queryByRole('button', { name: 'Tamamlandı olarak işaretle' })).not.toBeInTheDocument();
  });

  it("says 'Dosya seçilmedi.' when upload is pressed without a file", async () => {
    const upload = fakeUploads({ status: 201, body: {} });
    const { user } = await assignedTab(onList(ASSIGNED, page([assignedJob(7)])));
    await user.click(within(card('JOB-000007')).getByRole('button', { name: 'Yükle' }));
    expect(within(card('JOB-000007')).getByRole('alert')).toHaveTextContent('Dosya seçilmedi.');
    expect(upload.sent).toEqual([]);
  });

  it("uploads several files as `files` and says 'Çıktı dosyası yüklendi.'", async () => {
    const upload = fakeUploads({ status: 201, body: { message: 'Çıktı dosyası yüklendi.' } });
    const { user } = await assignedTab(onList(ASSIGNED, page([assignedJob(7)])));
    const job = card('JOB-000007');
    const files = [new File(['a'], 'ceviri.pdf', { type: 'application/pdf' }), new File(['b'], 'ek.docx')];
    await user.upload(within(job).getByLabelText('Çıktı dosyası ekleyin'), files);
    await user.click(within(job).getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByText('Çıktı dosyası yüklendi.')).toBeInTheDocument();
    expect(upload.sent[0]?.url).toBe('/api/translator/job/7/complete');
    expect(upload.sent[0]?.body.getAll('files').map((f) => (f as File).name)).toEqual(['ceviri.pdf', 'ek.docx']);
  });

  it("says 'Yükleme başarısız.' when the upload fails", async () => {
    fakeUploads({ status: 413, body: { message: 'Dosya çok büyük.', code: 'fileTooLarge' } });
    const { user } = await assignedTab(onList(ASSIGNED, page([assignedJob(7)])));
    const job = card('JOB-000007');
    await user.upload(
      within(job).getByLabelText('Çıktı dosyası ekleyin'),
      new File(['a'], 'ceviri.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(job).getByRole('button', { name: 'Yükle' }));
    expect(await within(job).findByRole('alert')).toHaveTextContent('Yükleme başarısız.');
  });

  it('clears the previous upload error when a new attempt starts, so two different upload errors never show together', async () => {
    const upload = fakeUploads({ status: 413, body: { message: 'Dosya çok büyük.', code: 'fileTooLarge' } });
    const { user } = await assignedTab(onList(ASSIGNED, page([assignedJob(7)])));
    const job = within(card('JOB-000007'));
    const input = job.getByLabelText('Çıktı dosyası ekleyin');
    await user.upload(input, new File(['a'], 'ceviri.pdf', { type: 'application/pdf' }));
    await user.click(job.getByRole('button', { name: 'Yükle' }));
    expect(await job.findByRole('alert')).toHaveTextContent('Yükleme başarısız.');

    // a new choice of a refused type: only its own message stays
    fireEvent.change(input, { target: { files: [new File(['x'], 'virus.exe')] } });
    expect(job.getByRole('alert')).toHaveTextContent('Bu dosya türü kabul edilmiyor: virus.exe');
    expect(job.queryByText('Yükleme başarısız.')).not.toBeInTheDocument();

    // a new send of the accepted file that fails otherwise: only the new failure
    upload.reply = { status: 500, body: { message: 'Sunucu hatası.', code: 'error' } };
    await user.click(job.getByRole('button', { name: 'Yükle' }));
    await waitFor(() => expect(job.getAllByRole('alert')).toHaveLength(1));
    expect(job.getByRole('alert')).toHaveTextContent('Yükleme başarısız.');
    expect(job.queryByText(/kabul edilmiyor/)).not.toBeInTheDocument();
  });

  it("takes back 'upload a file first' when the translator starts uploading one", async () => {
    fakeUploads({ status: 413, body: { message: 'Dosya çok büyük.', code: 'fileTooLarge' } });
    const { user } = await assignedTab(onList(ASSIGNED, page([assignedJob(7)])));
    const job = within(card('JOB-000007'));
    await user.click(job.getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    expect(job.getByRole('alert')).toHaveTextContent('en az bir çıktı dosyası yükleyin');
    await user.upload(
      job.getByLabelText('Çıktı dosyası ekleyin'),
      new File(['a'], 'c.pdf', { type: 'application/pdf' }),
    );
    await user.click(job.getByRole('button', { name: 'Yükle' }));
    await waitFor(() => expect(job.getByRole('alert')).toHaveTextContent('Yükleme başarısız.'));
    expect(job.getAllByRole('alert')).toHaveLength(1);
  });

  it('does not call mark-complete without an output file and asks to upload first', async () => {
    const { api, user } = await assignedTab(onList(ASSIGNED, page([assignedJob(7)])));
    await user.click(within(card('JOB-000007')).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    expect(within(card('JOB-000007')).getByRole('alert')).toHaveTextContent(
      'İşi tamamlamadan önce en az bir çıktı dosyası yükleyin.',
    );
    expect(api.calls().some((c) => c.includes('mark-complete'))).toBe(false);
  });

  it('asks before completing a sworn job, requires the three checklist items, then sends them with job_id', async () => {
    const job = assignedJob(7, { output_files: [outputFile('ceviri.pdf')] });
    const { api, user } = await assignedTab(
      onList(ASSIGNED, page([job])),
      on('PUT', '/translator/job/7/mark-complete', { body: { ...job, status: 'completed' } }),
    );
    await user.click(within(card('JOB-000007')).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    const dialog = await screen.findByRole('dialog', { name: 'JOB-000007 tamamlansın mı?' });
    expect(dialog).toHaveTextContent('bu işlem geri alınamaz');
    await user.click(within(dialog).getByRole('button', { name: 'Tamamla' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Devam etmek için üç maddeyi de onaylayın.');
    expect(api.bodyOf('PUT', '/translator/job/7/mark-complete')).toBeUndefined();
    for (const item of [
      'Adlar, yerler ve tarihler müşterinin listesindeki gibi yazıldı',
      'Her sayfada mühür ve imza var',
      'Kaynak belge çeviriye eklendi',
    ])
      await user.click(within(dialog).getByRole('checkbox', { name: item }));
    await user.click(within(dialog).getByRole('button', { name: 'Tamamla' }));
    expect(await screen.findByText('İş tamamlandı olarak işaretlendi.')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/translator/job/7/mark-complete')).toEqual({
      job_id: 7,
      checklist: { names: true, stamp: true, source: true },
    });
  });

  it('asks a plain confirmation for an official-document job, and sends nothing when cancelled', async () => {
    const job = assignedJob(8, { translation_type: 'official', output_files: [outputFile('ceviri.pdf')] });
    const { api, user } = await assignedTab(
      onList(ASSIGNED, page([job])),
      on('PUT', '/translator/job/8/mark-complete', { body: { ...job, status: 'completed' } }),
    );
    await user.click(within(card('JOB-000008')).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    const dialog = await screen.findByRole('dialog', { name: 'JOB-000008 tamamlansın mı?' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodyOf('PUT', '/translator/job/8/mark-complete')).toBeUndefined();
    await user.click(within(card('JOB-000008')).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tamamla' }));
    expect(await screen.findByText('İş tamamlandı olarak işaretlendi.')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/translator/job/8/mark-complete')).toEqual({ job_id: 8 });
  });

  it('asks on a revision which files make up the new delivery, new uploads ticked, and sends the chosen names', async () => {
    const job = assignedJob(9, {
      status: 'revision_requested',
      translation_type: 'official',
      output_files: [
        outputFile('ceviri.pdf', { delivered_at: '2030-01-02T11:00:00.000Z' }),
        outputFile('ceviri-duzeltilmis.pdf'),
      ],
    });
    const { api, user } = await assignedTab(
      onList(ASSIGNED, page([job])),
      on('PUT', '/translator/job/9/mark-complete', { body: { ...job, status: 'completed' } }),
    );
    await user.click(within(card('JOB-000009')).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    const dialog = await screen.findByRole('dialog', { name: 'JOB-000009 tamamlansın mı?' });
    const group = within(dialog).getByRole('group', { name: 'Yeni teslim hangi dosyalardan oluşuyor?' });
    expect(within(group).getByRole('checkbox', { name: /^ceviri\.pdf/ })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /ceviri-duzeltilmis\.pdf/ })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: /ceviri-duzeltilmis\.pdf/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Tamamla' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Yeni teslim için en az bir dosya seçin.');
    await user.click(within(group).getByRole('checkbox', { name: /ceviri-duzeltilmis\.pdf/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Tamamla' }));
    expect(await screen.findByText('İş tamamlandı olarak işaretlendi.')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/translator/job/9/mark-complete')).toEqual({
      job_id: 9,
      files: ['1700000001-ceviri-duzeltilmis.pdf'],
    });
  });

  it("says 'Tamamlama işlemi başarısız.' when completion fails", async () => {
    const job = assignedJob(7, { translation_type: 'official', output_files: [outputFile('ceviri.pdf')] });
    const { user } = await assignedTab(
      onList(ASSIGNED, page([job])),
      on('PUT', '/translator/job/7/mark-complete', 'network'),
    );
    await user.click(within(card('JOB-000007')).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tamamla' }));
    expect(await within(card('JOB-000007')).findByRole('alert')).toHaveTextContent('Tamamlama işlemi başarısız.');
  });

  it("deletes an output only after confirmation, then says 'Dosya silindi.'", async () => {
    const job = assignedJob(7, { output_files: [outputFile('ceviri.pdf')] });
    const { api, user } = await assignedTab(
      onList(ASSIGNED, page([job])),
      on('DELETE', '/translator/job/7/delete-output/1700000001-ceviri.pdf', { body: { job } }),
    );
    const list = within(card('JOB-000007'));
    expect(list.getByRole('link', { name: 'ceviri.pdf' })).toHaveAttribute(
      'href',
      '/api/download/output/1700000001-ceviri.pdf?sig=x',
    );

    await user.click(list.getByRole('button', { name: 'ceviri.pdf dosyasını sil' }));
    const dialog = screen.getByRole('dialog', { name: 'Dosya silinsin mi?' });
    expect(dialog).toHaveTextContent('“ceviri.pdf” dosyası silinecek.');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(api.calls().some((c) => c.startsWith('DELETE'))).toBe(false);

    await user.click(list.getByRole('button', { name: 'ceviri.pdf dosyasını sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Dosya silindi.')).toBeInTheDocument();
    expect(api.calls()).toContain('DELETE /translator/job/7/delete-output/1700000001-ceviri.pdf');
  });

  it("says 'Silme işlemi başarısız.' when the delete fails", async () => {
    const job = assignedJob(7, { output_files: [outputFile('ceviri.pdf')] });
    const { user } = await assignedTab(
      onList(ASSIGNED, page([job])),
      on('DELETE', '/translator/job/7/delete-output/1700000001-ceviri.pdf', { status: 500, body: {} }),
    );
    await user.click(within(card('JOB-000007')).getByRole('button', { name: 'ceviri.pdf dosyasını sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() =>
      expect(within(card('JOB-000007')).getByRole('alert')).toHaveTextContent('Silme işlemi başarısız.'),
    );
  });
});
