import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byUrl, fakeUploads, stubFetch, type FakeUploads } from 'shared-ui/testing';
import { renderSite } from '../../../testing/render-public';

let uploads: FakeUploads;

const file = (name: string, type: string) => new File(['%PDF-1.4 test'], name, { type });

const consentBox = () => screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ });

async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  overrides: { email?: string; password?: string; consent?: boolean } = {},
) {
  await user.type(screen.getByLabelText(/^Ad\b/), 'Zeynep');
  await user.type(screen.getByLabelText(/^Soyad/), 'Arslan');
  await user.type(screen.getByLabelText(/^E-posta/), overrides.email ?? 'zeynep@example.com');
  await user.type(screen.getByLabelText(/^Şifre/), overrides.password ?? 'Guclu.Sifre1');
  await user.selectOptions(screen.getByLabelText(/^Eğitim düzeyi/), 'lisans');
  if (overrides.consent !== false) await user.click(consentBox());
}
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Başvuruyu gönder' }));

describe('Translator application form', () => {
  const realXhr = global.XMLHttpRequest;
  beforeEach(() => {
    localStorage.clear();
    stubFetch(byUrl({}));
  });
  afterEach(() => {
    global.XMLHttpRequest = realXhr;
  });

  it('shows university name and department only for lisans', async () => {
    const user = userEvent.setup({ delay: null });
    renderSite('/apply/form');
    expect(screen.queryByLabelText('Üniversite')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Eğitim düzeyi/), 'lisans');
    expect(screen.getByLabelText('Üniversite')).toBeInTheDocument();
    expect(screen.getByLabelText('Bölüm')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Eğitim düzeyi/), 'lise');
    expect(screen.queryByLabelText('Üniversite')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Bölüm')).not.toBeInTheDocument();
  });

  it('explains a bad e-mail and a weak password, and sends nothing', async () => {
    uploads = fakeUploads({ status: 201, body: {} });
    const user = userEvent.setup({ delay: null });
    renderSite('/apply/form');
    await fillRequired(user, { email: 'zeynep at example', password: 'kisa' });
    await submit(user);
    expect(screen.getByText('Geçerli bir e-posta giriniz.')).toBeInTheDocument();
    expect(
      screen.getByText('Şifreniz en az 8 karakter, büyük/küçük harf, sayı ve sembol içermelidir.'),
    ).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
  });

  it("keeps 'Lütfen formdaki hataları düzeltin.' only while a field is still marked, and drops it once all are fixed", async () => {
    uploads = fakeUploads({ status: 201, body: {} });
    const user = userEvent.setup({ delay: null });
    renderSite('/apply/form');
    await fillRequired(user, { email: 'zeynep at example', password: 'kisa' });
    await submit(user);
    expect(screen.getByText('Lütfen formdaki hataları düzeltin.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^E-posta/));
    await user.type(screen.getByLabelText(/^E-posta/), 'zeynep@example.com');
    expect(screen.queryByText('Geçerli bir e-posta giriniz.')).not.toBeInTheDocument();
    expect(screen.getByText('Lütfen formdaki hataları düzeltin.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Şifre/));
    await user.type(screen.getByLabelText(/^Şifre/), 'Guclu.Sifre1');
    expect(screen.queryByText('Lütfen formdaki hataları düzeltin.')).not.toBeInTheDocument();
    expect(uploads.sent).toHaveLength(0);
  });

  it('sends nothing until the privacy notice box is ticked, and links the notice in a new tab', async () => {
    uploads = fakeUploads({ status: 201, body: { message: 'Başvurunuz başarıyla alındı.' } });
    const user = userEvent.setup({ delay: null });
    renderSite('/apply/form');
    await fillRequired(user, { consent: false });
    await submit(user);
    expect(await screen.findByText('Devam etmek için onay vermeniz gerekir.')).toBeInTheDocument();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(uploads.sent).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute('target', '_blank');
    await user.click(consentBox());
    await submit(user);
    expect(await screen.findByText('Başvurunuz başarıyla alındı.')).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(1);
  });

  it('refuses a CV or certificate with another extension', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderSite('/apply/form');
    await user.upload(screen.getByLabelText('Özgeçmiş (CV)'), file('cv.txt', 'text/plain'));
    expect(screen.getByText(/Bu dosya türü kabul edilmiyor: cv.txt/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Sertifikalar'), [file('sertifika.gif', 'image/gif')]);
    expect(screen.getByText(/Bu dosya türü kabul edilmiyor: sertifika.gif/)).toBeInTheDocument();
    expect(screen.getByLabelText('Özgeçmiş (CV)')).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(screen.getByLabelText('Sertifikalar')).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg');
  });

  it('sends the contract field names as multipart, without a token, and confirms', async () => {
    uploads = fakeUploads({ status: 201, body: { message: 'Başvurunuz başarıyla alındı.' } });
    localStorage.setItem('token', 'someone-else');
    localStorage.setItem('user', JSON.stringify({ id: 1, name: 'A', surname: 'B', email: 'a@b.co', role: 'user' }));
    const user = userEvent.setup({ delay: null });
    renderSite('/apply/form');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Üniversite'), 'İstanbul Üniversitesi');
    await user.type(screen.getByLabelText('Bölüm'), 'Tarih');
    await user.type(screen.getByLabelText('Deneyim'), '10 yıl arşiv çevirisi');
    await user.type(screen.getByLabelText('Diller'), 'Osmanlıca, İngilizce');
    await user.upload(screen.getByLabelText('Özgeçmiş (CV)'), file('cv.pdf', 'application/pdf'));
    await user.upload(screen.getByLabelText('Sertifikalar'), [
      file('a.pdf', 'application/pdf'),
      file('b.jpg', 'image/jpeg'),
    ]);
    await submit(user);

    expect(await screen.findByText('Başvurunuz başarıyla alındı.')).toBeInTheDocument();
    expect(screen.getByText(/doğrulama bağlantısı/)).toBeInTheDocument();
    // the confirmation takes the long form's place: the view and the focus go to its title, not the footer
    expect(screen.getByRole('heading', { name: 'Başvurunuz başarıyla alındı.' })).toHaveFocus();
    const [request] = uploads.sent;
    expect(request?.url).toBe('/api/apply');
    expect(request?.headers.Authorization).toBeUndefined();
    const body = request?.body as FormData;
    expect(Array.from(new Set(Array.from(body.keys())))).toEqual([
      'name',
      'surname',
      'email',
      'phone',
      'password',
      'education_level',
      'university_name',
      'university_department',
      'experience',
      'languages',
      'hp',
      'privacy_consent',
      'cv_file',
      'certificates',
    ]);
    expect(body.get('privacy_consent')).toBe('true');
    expect(body.get('education_level')).toBe('lisans');
    expect(body.get('university_name')).toBe('İstanbul Üniversitesi');
    expect(body.get('languages')).toBe('Osmanlıca, İngilizce');
    expect((body.get('cv_file') as File).name).toBe('cv.pdf');
    expect(body.getAll('certificates').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.jpg']);
  });

  it('shows the general failure message when the server fails', async () => {
    uploads = fakeUploads({ status: 500, body: { message: 'Sunucu hatası', code: 'internal' } });
    const user = userEvent.setup({ delay: null });
    renderSite('/apply/form');
    await fillRequired(user);
    await submit(user);
    expect(await screen.findByText('Başvuru gönderilirken bir hata oluştu.')).toBeInTheDocument();
  });

  it('shows the spec failure text with the server field message under its field', async () => {
    uploads = fakeUploads({
      status: 409,
      body: {
        message: 'Bu e-posta adresi zaten kayıtlı.',
        code: 'emailTaken',
        fields: { email: 'Bu e-posta adresi zaten kayıtlı.' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSite('/apply/form');
    await fillRequired(user);
    await submit(user);
    expect(await screen.findByText('Başvuru gönderilirken bir hata oluştu.')).toBeInTheDocument();
    expect(screen.getAllByText('Bu e-posta adresi zaten kayıtlı.')).toHaveLength(1);
    expect(screen.getByLabelText(/^E-posta/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^E-posta/)).toHaveAccessibleDescription(
      expect.stringContaining('Bu e-posta adresi zaten kayıtlı.'),
    );
  });
});
