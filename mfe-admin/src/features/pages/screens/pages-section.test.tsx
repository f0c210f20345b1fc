import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageDto } from 'shared-ui';
import { stubFetch, renderWithProviders } from 'shared-ui/testing';
import { PagesSection, texts } from './pages-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';

registerFeatureTexts(...texts);

const about: PageDto = {
  id: 3,
  title: 'Hakkımızda',
  slug: 'hakkimizda',
  content: '<p>Biz <strong>kimiz</strong></p>',
  title_en: 'About us',
  content_en: '<p>Who we are</p>',
};

const title = () => screen.getByRole('textbox', { name: 'Başlık' });
const slug = () => screen.getByRole('textbox', { name: 'Kısa ad (slug)' });

beforeEach(() => localStorage.clear());

describe('pages section', () => {
  it('fills the slug from the title until the slug is edited by hand', async () => {
    stubFetch(() => ({ body: [] }));
    renderWithProviders(<PagesSection />, { language: 'tr' });
    await userEvent.type(title(), 'Sık Sorulan Sorular 2');
    expect(slug()).toHaveValue('sik-sorulan-sorular-2');
    await userEvent.clear(slug());
    await userEvent.type(slug(), 'sss');
    await userEvent.type(title(), 'x');
    expect(slug()).toHaveValue('sss');
  });

  it('requires a title and a slug', async () => {
    const calls = stubFetch(() => ({ body: [] })).calls;
    renderWithProviders(<PagesSection />, { language: 'tr' });
    await userEvent.click(screen.getByRole('button', { name: 'Sayfayı oluştur' }));
    expect(title()).toHaveAccessibleDescription('Bu alan zorunludur.');
    expect(slug()).toHaveAccessibleDescription(expect.stringContaining('Bu alan zorunludur.'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves a new page, says so and clears the form', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST' ? { status: 201, body: { message: 'Sayfa kaydedildi.', page: about } } : { body: [] },
    ).calls;
    renderWithProviders(<PagesSection />, { language: 'tr' });
    await userEvent.type(title(), 'Hakkımızda');
    await userEvent.click(screen.getByRole('button', { name: 'Sayfayı oluştur' }));
    expect(await screen.findByText('Sayfa kaydedildi.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/admin/pages',
      body: { title: 'Hakkımızda', slug: 'hakkimizda' },
    });
    expect(title()).toHaveValue('');
    expect(slug()).toHaveValue('');
  });

  it('keeps the form and says Kaydedilemedi. when the save fails', async () => {
    stubFetch((call) =>
      call.method === 'PUT'
        ? {
            status: 409,
            body: {
              message: 'Bu kısa ad zaten kullanılıyor.',
              code: 'slugTaken',
              fields: { slug: 'Bu kısa ad zaten kullanılıyor.' },
            },
          }
        : { body: [about] },
    );
    renderWithProviders(<PagesSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: Hakkımızda' }));
    expect(title()).toHaveValue('Hakkımızda');
    expect(slug()).toHaveValue('hakkimizda');
    await userEvent.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await screen.findByText('Kaydedilemedi.')).toBeInTheDocument();
    expect(slug()).toHaveAccessibleDescription(expect.stringContaining('Bu kısa ad zaten kullanılıyor.'));
    expect(title()).toHaveValue('Hakkımızda');
  });

  it('lists the page with its address, a preview and a confirmed delete', async () => {
    const calls = stubFetch((call) =>
      call.method === 'DELETE' ? { body: { message: 'Sayfa silindi.' } } : { body: [about] },
    ).calls;
    renderWithProviders(<PagesSection />, { language: 'tr' });
    const link = await screen.findByRole('link', { name: /\/sayfa\/hakkimizda/ });
    expect(link).toHaveAttribute('href', '/sayfa/hakkimizda');
    expect(link).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: 'Önizle: Hakkımızda' }));
    expect(await screen.findByText('kimiz')).toContainHTML('<strong>kimiz</strong>');
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));

    await userEvent.click(screen.getByRole('button', { name: 'Sil: Hakkımızda' }));
    expect(await screen.findByText('“Hakkımızda” sayfası silinecek. Bu işlem geri alınamaz.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/admin/pages/3'));
    expect(await screen.findByText('Sayfa silindi.')).toBeInTheDocument();
  });

  it('loads and saves the English title and body beside the Turkish ones', async () => {
    const calls = stubFetch((call) =>
      call.method === 'PUT' ? { body: { message: 'Sayfa kaydedildi.', page: about } } : { body: [about] },
    ).calls;
    renderWithProviders(<PagesSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: Hakkımızda' }));
    const titleEn = screen.getByRole('textbox', { name: 'Başlık (İngilizce)' });
    expect(titleEn).toHaveValue('About us');
    expect(screen.getByRole('group', { name: 'İngilizce sürüm' })).toBeInTheDocument();
    expect(await screen.findByText('Who we are')).toBeInTheDocument();
    await userEvent.clear(titleEn);
    await userEvent.type(titleEn, 'About the office');
    await userEvent.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await screen.findByText('Sayfa kaydedildi.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/admin/pages/3',
      body: { title: 'Hakkımızda', title_en: 'About the office', content_en: '<p>Who we are</p>' },
    });
  });
});
