import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byRoute, fakeUploads, stubFetch, type FakeUploads } from 'shared-ui/testing';
import { renderSettings, signInAs } from '../../../testing/render-public';
import { aProfile, someCertificates } from '../testing/fixtures';

let uploads: FakeUploads;

const url = '/settings?tab=sertifikalarim';

/** Opens the certificates tab with none yet, chooses a PDF and presses upload (the XHR answer is set by the test). */
async function uploadOnePdf(): Promise<void> {
  stubFetch(byRoute({ 'GET /api/settings/certificates': { body: [] } }));
  const user = userEvent.setup({ delay: null });
  renderSettings(url);
  await screen.findByText('Henüz sertifika yüklemediniz.');
  await user.upload(
    screen.getByLabelText('Sertifika dosyası'),
    new File(['%PDF'], 'sertifika.pdf', { type: 'application/pdf' }),
  );
  await user.click(screen.getByRole('button', { name: 'Sertifikayı yükle' }));
}

describe('Sertifikalarım tab', () => {
  const realXhr = global.XMLHttpRequest;
  beforeEach(() => {
    localStorage.clear();
    signInAs('translator');
  });
  afterEach(() => {
    global.XMLHttpRequest = realXhr;
  });

  it("says 'Dosya seçiniz.' and uploads nothing without a file", async () => {
    uploads = fakeUploads({ status: 201, body: {} });
    stubFetch(byRoute({ 'GET /api/settings/certificates': { body: [] } }));
    const user = userEvent.setup({ delay: null });
    renderSettings(url);
    expect(await screen.findByText('Henüz sertifika yüklemediniz.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sertifikayı yükle' }));
    expect(screen.getByText('Dosya seçiniz.')).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
  });

  it('uploads the chosen file as `file` and says so', async () => {
    uploads = fakeUploads({ status: 201, body: { message: 'Sertifika yüklendi.', certificate: someCertificates[0] } });
    await uploadOnePdf();
    expect(await screen.findByText('Sertifika yüklendi.')).toBeInTheDocument();
    expect(uploads.sent[0]?.url).toBe('/api/settings/certificates');
    expect((uploads.sent[0]?.body.get('file') as File).name).toBe('sertifika.pdf');
  });

  it("says 'Yüklenemedi.' when the upload fails without a message", async () => {
    uploads = fakeUploads({ status: 500, body: {} });
    await uploadOnePdf();
    expect(await screen.findByText('Yüklenemedi.')).toBeInTheDocument();
  });

  it("says 'Yüklenemedi.' on its own line with the server's reason under it", async () => {
    uploads = fakeUploads({ status: 415, body: { message: 'Bu dosya türü desteklenmiyor.', code: 'unsupportedFileType' } });
    await uploadOnePdf();
    expect(await screen.findByText('Yüklenemedi.', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Bu dosya türü desteklenmiyor.', { exact: true })).toBeInTheDocument();
  });

  it('deletes a certificate after confirmation', async () => {
    const api = stubFetch(byRoute({
      'GET /api/settings/certificates': { body: someCertificates },
      'DELETE /api/settings/certificates/3': { body: { message: 'Sertifika silindi.' } },
    }));
    const user = userEvent.setup({ delay: null });
    renderSettings(url);
    await user.click(await screen.findByRole('button', { name: 'yeminli-sertifika.pdf dosyasını sil' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('“yeminli-sertifika.pdf” sertifikasını silmek istediğinizden emin misiniz?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Sertifika silindi.')).toBeInTheDocument();
    expect(api.find('DELETE', '/settings/certificates/3')).toBeDefined();
  });

  it('only logs a failed list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(byRoute({
      'GET /api/settings/certificates': { status: 500, body: { message: 'Sunucu hatası', code: 'internal' } },
    }));
    renderSettings(url);
    expect(await screen.findByText('Henüz sertifika yüklemediniz.')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText('Sunucu hatası')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('saves the languages as comma text', async () => {
    const api = stubFetch(byRoute({
      'GET /api/settings/profile': { body: aProfile({ role: 'translator', languages: 'Osmanlıca' }) },
      'PUT /api/settings/languages': { body: { message: 'Diller güncellendi!', languages: 'Osmanlıca, Almanca' } },
    }));
    const user = userEvent.setup({ delay: null });
    renderSettings('/settings?tab=dillerim');
    const field = await screen.findByLabelText('Diller');
    await user.type(field, ', Almanca ,');
    expect(
      within(screen.getByRole('list', { name: 'Girilen diller' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Osmanlıca', 'Almanca']);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Diller güncellendi!')).toBeInTheDocument();
    expect(api.bodyOf('PUT', '/settings/languages')).toEqual({ languages: 'Osmanlıca, Almanca' });
  });
});
