import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovedTranslator } from 'shared-ui';
import { fakeResponse, paged, renderWithProviders } from 'shared-ui/testing';
import { FeaturedSection, texts } from './featured-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';

registerFeatureTexts(...texts);

const zeynep: ApprovedTranslator = {
  id: 9,
  name: 'Zeynep',
  surname: 'Kaya',
  email: 'zeynep@example.com',
  email_verified: true,
  phone: null,
  languages: ['İngilizce', 'Fransızca'],
  experience: '8 yıl',
  education_level: 'lisans',
  university_name: 'Ankara Üniversitesi',
  university_department: 'Dilbilim',
  description: null,
  cv_file: null,
  cv_url: null,
  certificates: '',
  certificate_files: [],
  record: { completed: 0, on_time_rate: null, revision_rate: null, average_rating: null, ratings: 0 },
  created_at: '2026-01-01T00:00:00Z',
  is_featured: 0,
  avatar: null,
  jobs: 0,
};

/** The list answers at once; the feature call waits until the test releases it with an answer. */
function serverWithHeldToggle() {
  let release: (res: Response) => void = () => undefined;
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT') return new Promise<Response>((resolve) => (release = resolve));
    return Promise.resolve(fakeResponse(200, paged([zeynep])));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, answer: (status: number, body: unknown) => release(fakeResponse(status, body)) };
}

const row = () => screen.getByRole('row', { name: /Zeynep Kaya/ });

beforeEach(() => localStorage.clear());

describe('featured translators section', () => {
  it('shows the columns name, university, languages, experience and status', async () => {
    serverWithHeldToggle();
    renderWithProviders(<FeaturedSection />, { language: 'tr' });
    await screen.findByText('Zeynep Kaya');
    for (const header of ['Ad Soyad', 'Üniversite', 'Diller', 'Deneyim', 'Durum'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(row()).getByText('Ankara Üniversitesi')).toBeInTheDocument();
    expect(within(row()).getByText('İngilizce, Fransızca')).toBeInTheDocument();
    expect(screen.getByText('Öne çıkan: 0 / 5')).toBeInTheDocument();
  });

  it('features the row at once and keeps it when the call succeeds', async () => {
    const server = serverWithHeldToggle();
    renderWithProviders(<FeaturedSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Öne çıkar: Zeynep Kaya' }));
    expect(within(row()).getByText(/Öne çıkan/)).toBeInTheDocument();
    expect(within(row()).getByRole('button', { name: 'Öne çıkarmayı kaldır: Zeynep Kaya' })).toBeInTheDocument();
    const put = server.fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(put?.[0]).toBe('/api/admin/translator/9/feature');
    expect(JSON.parse(String((put?.[1] as RequestInit).body))).toEqual({ is_featured: 1 });

    server.answer(200, { id: 9, is_featured: 1 });
    expect(await screen.findByText('Öne çıkan: 1 / 5')).toBeInTheDocument();
    expect(within(row()).getByText(/Öne çıkan/)).toBeInTheDocument();
  });

  it('rolls the row back and shows the server message when the call fails', async () => {
    const server = serverWithHeldToggle();
    renderWithProviders(<FeaturedSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Öne çıkar: Zeynep Kaya' }));
    expect(within(row()).getByText(/Öne çıkan/)).toBeInTheDocument();

    server.answer(409, { message: 'En fazla 5 tercüman öne çıkarılabilir.', code: 'tooManyFeatured' });
    expect(await screen.findByRole('alert')).toHaveTextContent('En fazla 5 tercüman öne çıkarılabilir.');
    expect(within(row()).queryByText(/Öne çıkan/)).not.toBeInTheDocument();
    expect(within(row()).getByRole('button', { name: 'Öne çıkar: Zeynep Kaya' })).toBeInTheDocument();
    expect(screen.getByText('Öne çıkan: 0 / 5')).toBeInTheDocument();
  });
});
