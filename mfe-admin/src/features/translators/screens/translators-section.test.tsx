import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovedTranslator, PendingTranslator } from 'shared-ui';
import { languagesFixture, stubFetch, paged, renderWithProviders, type Reply, type FetchCall } from 'shared-ui/testing';
import { TranslatorsSection, texts } from './translators-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';

registerFeatureTexts(...texts);

const applicant: PendingTranslator = {
  id: 21,
  name: 'Elif',
  surname: 'Demir',
  email: 'elif@example.com',
  email_verified: true,
  phone: '+905321234567',
  languages: ['İngilizce', 'Almanca'],
  experience: '5 yıl',
  education_level: 'lisans',
  university_name: 'Boğaziçi Üniversitesi',
  university_department: 'Mütercim Tercümanlık',
  description: 'Hukuk metinleri',
  cv_file: '1700-cv.pdf',
  cv_url: '/api/download/cv/1700-cv.pdf?sig=a',
  certificates: [
    {
      id: 1,
      file_name: '1700-toefl.pdf',
      file_path: '/api/download/certificates/1700-toefl.pdf?sig=b',
      uploaded_at: '2026-01-01T00:00:00Z',
    },
  ],
  created_at: '2026-01-01T00:00:00Z',
};
const approved: ApprovedTranslator = {
  ...applicant,
  id: 9,
  name: 'Zeynep',
  surname: 'Kaya',
  is_featured: 0,
  avatar: null,
  jobs: 2,
  certificates: '',
  certificate_files: [],
  record: { completed: 0, on_time_rate: null, revision_rate: null, average_rating: null, ratings: 0 },
};

function server(
  action: (call: FetchCall) => Reply | 'network' = () => ({ body: { message: 'Başvuru onaylandı.' } }),
  applicants: PendingTranslator[] = [applicant],
) {
  return stubFetch((c) => {
    if (c.method !== 'GET') return action(c);
    if (c.url === '/api/public/languages') return { body: languagesFixture };
    if (c.url.startsWith('/api/admin/translators/pending')) return { body: paged(applicants) };
    if (c.url.startsWith('/api/admin/translators/approved')) return { body: paged([approved]) };
    if (c.url.startsWith('/api/admin/translator/9/jobs'))
      return {
        body: paged([
          {
            id: 4,
            code: 'JOB-000004',
            status: 'in_progress',
            source_lang: 'Türkçe',
            target_lang: 'İngilizce',
            delivery_date: '2099-01-01',
            admin_price: 900,
            translator_price: 600,
            is_paid: true,
            created_at: '2026-01-01T00:00:00Z',
          },
        ]),
      };
    return { status: 404, body: {} };
  }).calls;
}

async function openPending() {
  await userEvent.click(await screen.findByRole('tab', { name: /Bekleyen/ }));
  return screen.findByRole('article', { name: 'Elif Demir' });
}

beforeEach(() => localStorage.clear());

describe('admin translators section', () => {
  it('shows both tabs with counts and every field of an applicant, with their e-mail verified', async () => {
    server();
    renderWithProviders(<TranslatorsSection />, { language: 'tr' });
    expect(await screen.findByRole('tab', { name: /Onaylı\s*1/ })).toBeInTheDocument();
    const card = await openPending();
    for (const text of [
      'elif@example.com',
      'Doğrulandı',
      '+905321234567',
      'İngilizce, Almanca',
      '5 yıl',
      /Lisans — Boğaziçi Üniversitesi, Mütercim Tercümanlık/,
      /Hukuk metinleri/,
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('link', { name: 'cv.pdf' })).toHaveAttribute('href', applicant.cv_url);
    expect(within(card).getByRole('link', { name: 'toefl.pdf' })).toHaveAttribute(
      'href',
      applicant.certificates[0]?.file_path,
    );
  });

  it('approves only after confirmation and shows the answer', async () => {
    const calls = server();
    renderWithProviders(<TranslatorsSection />, { language: 'tr' });
    const card = await openPending();
    await userEvent.click(within(card).getByRole('button', { name: 'Onayla: Elif Demir' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Onayla' }));
    expect((await screen.findByText('Başvuru onaylandı.')).closest('[role="status"]')).not.toBeNull();
    expect(calls.find((c) => c.method === 'PUT')?.url).toBe('/api/admin/translator/21/approve');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const calls = server();
    renderWithProviders(<TranslatorsSection />, { language: 'tr' });
    const card = await openPending();
    await userEvent.click(within(card).getByRole('button', { name: 'Reddet: Elif Demir' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Vazgeç' }));
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it.each([
    ['Onayla', 'Onaylama başarısız'],
    ['Reddet', 'Reddetme başarısız'],
    ['Sil', 'Sunucu hatası'],
  ])('%s shows its default when the server gives no message', async (label, fallback) => {
    server(() => ({ status: 500, body: {} }));
    renderWithProviders(<TranslatorsSection />, { language: 'tr' });
    const card = await openPending();
    await userEvent.click(within(card).getByRole('button', { name: `${label}: Elif Demir` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: label }));
    expect(await screen.findByRole('alert')).toHaveTextContent(fallback);
  });

  it("shows the server's message when an approval is refused", async () => {
    server(() => ({ status: 409, body: { message: 'Bu başvuru zaten sonuçlandı.', code: 'applicationDecided' } }));
    renderWithProviders(<TranslatorsSection />, { language: 'tr' });
    const card = await openPending();
    await userEvent.click(within(card).getByRole('button', { name: 'Onayla: Elif Demir' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu başvuru zaten sonuçlandı.');
  });

  it('names the languages in English on the English panel: the table, the jobs dialog and the applications', async () => {
    server();
    renderWithProviders(<TranslatorsSection />, { language: 'en' });
    await userEvent.click(await screen.findByRole('tab', { name: /Approved/ }));
    const row = (await screen.findByRole('button', { name: 'See jobs: Zeynep Kaya' })).closest('tr');
    expect(row).not.toBeNull();
    expect(await within(row as HTMLElement).findByText('English, German')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See jobs: Zeynep Kaya' }));
    expect(await within(screen.getByRole('dialog')).findByText('Turkish → English')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('tab', { name: /Pending/ }));
    const card = await screen.findByRole('article', { name: 'Elif Demir' });
    expect(within(card).getByText('English, German')).toBeInTheDocument();
  });

  it("deletes an approved translator after confirmation and lists a translator's jobs", async () => {
    const calls = server(() => ({ body: { message: 'Tercüman silindi.' } }));
    renderWithProviders(<TranslatorsSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('tab', { name: /Onaylı/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'İşlerini gör: Zeynep Kaya' }));
    expect(await within(screen.getByRole('dialog')).findByText('JOB-000004')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('columnheader', { name: /Kod/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kapat' }));

    await userEvent.click(screen.getByRole('button', { name: 'Sil: Zeynep Kaya' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/admin/translator/9'));
    expect(await screen.findByText('Tercüman silindi.')).toBeInTheDocument();
  });
});

describe('admin translators section: which tab opens', () => {
  it('opens on Bekleyen when at least one applicant is waiting', async () => {
    server();
    renderWithProviders(<TranslatorsSection />, { language: 'tr' });
    expect(await screen.findByRole('tab', { name: /Bekleyen\s*1/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Elif Demir' })).toBeInTheDocument();
  });

  it('opens on Onaylı when nobody is waiting', async () => {
    server(undefined, []);
    renderWithProviders(<TranslatorsSection />, { language: 'tr' });
    expect(await screen.findByRole('tab', { name: /Onaylı\s*1/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'İşlerini gör: Zeynep Kaya' })).toBeInTheDocument();
  });

  it('opens the tab the address names: ?status=pending (the new-application mail) and ?status=approved', async () => {
    server(undefined, []);
    const first = renderWithProviders(<TranslatorsSection />, { language: 'tr', url: '/?status=pending' });
    expect(await screen.findByRole('tab', { name: /Bekleyen/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Bekleyen başvuru yok.')).toBeInTheDocument();
    first.unmount();

    server();
    renderWithProviders(<TranslatorsSection />, { language: 'tr', url: '/?status=approved' });
    expect(await screen.findByRole('tab', { name: /Onaylı/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the chosen tab in the address', async () => {
    server();
    renderWithProviders(<TranslatorsSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('tab', { name: /Onaylı/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?status=approved');
    expect(screen.getByRole('tab', { name: /Onaylı/ })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('admin translators section: a pending applicant’s e-mail verification', () => {
  it('says when the applicant has not verified their e-mail address yet, in Turkish and in English', async () => {
    server(undefined, [{ ...applicant, email_verified: false }]);
    const tr = renderWithProviders(<TranslatorsSection />, { language: 'tr' });
    const card = await screen.findByRole('article', { name: 'Elif Demir' });
    expect(within(card).getByText('E-posta doğrulaması')).toBeInTheDocument();
    expect(within(card).getByText(/^Henüz doğrulanmadı/)).toBeInTheDocument();
    tr.unmount();

    server(undefined, [{ ...applicant, email_verified: false }]);
    renderWithProviders(<TranslatorsSection />, { language: 'en' });
    const enCard = await screen.findByRole('article', { name: 'Elif Demir' });
    expect(within(enCard).getByText('E-mail verification')).toBeInTheDocument();
    expect(within(enCard).getByText(/^Not verified yet/)).toBeInTheDocument();
  });
});
