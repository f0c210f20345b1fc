import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceSummaryDto } from 'shared-ui';
import { stubFetch, renderWithProviders, type FetchCall } from 'shared-ui/testing';
import { ServicesSection, texts } from './services-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';

registerFeatureTexts(...texts);

const sworn: ServiceSummaryDto = { slug: 'yeminli-ceviri', title_tr: 'Yeminli Çeviri', title_en: 'Sworn Translation' };

function server(extra: (call: FetchCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return stubFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url.endsWith('content?lang=tr')) return { body: { content: '<p>Türkçe içerik</p>' } };
    if (call.url.endsWith('content?lang=en')) return { body: { content: '<p>English content</p>' } };
    return { body: [sworn] };
  }).calls;
}

const editor = () => screen.getByRole('textbox', { name: /^İçerik/ });

beforeEach(() => localStorage.clear());

describe('services section', () => {
  it('asks for every field before adding a service', async () => {
    const calls = server();
    renderWithProviders(<ServicesSection />, { language: 'tr' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Kısa ad (slug)' }), 'apostil');
    await userEvent.click(screen.getByRole('button', { name: 'Hizmet ekle' }));
    expect(await screen.findByText('Tüm alanları doldurun.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a service and says so', async () => {
    const calls = server((call) =>
      call.method === 'POST' ? { status: 201, body: { message: 'Yeni hizmet eklendi.' } } : undefined,
    );
    renderWithProviders(<ServicesSection />, { language: 'tr' });
    const [slugField, trField, enField] = [
      screen.getByRole('textbox', { name: 'Kısa ad (slug)' }),
      ...screen.getAllByRole('textbox', { name: /başlık$/ }),
    ];
    await userEvent.type(slugField, 'apostil');
    if (trField && enField) {
      await userEvent.type(trField, 'Apostil');
      await userEvent.type(enField, 'Apostille');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Hizmet ekle' }));
    expect(await screen.findByText('Yeni hizmet eklendi.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      slug: 'apostil',
      title_tr: 'Apostil',
      title_en: 'Apostille',
    });
  });

  it('loads the other language when the content tab changes, and saves it', async () => {
    const calls = server((call) =>
      call.method === 'PUT' ? { body: { message: 'Sayfa başarıyla güncellendi.' } } : undefined,
    );
    renderWithProviders(<ServicesSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: Yeminli Çeviri' }));
    expect(await screen.findByText('Türkçe içerik')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Hizmeti düzenle: yeminli-ceviri' });
    expect(within(form).getByRole('textbox', { name: 'İngilizce başlık' })).toHaveValue('Sworn Translation');

    await userEvent.click(screen.getByRole('tab', { name: 'İngilizce' }));
    expect(await screen.findByText('English content')).toBeInTheDocument();
    expect(screen.queryByText('Türkçe içerik')).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/admin/services/yeminli-ceviri/content?lang=en');

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Sayfa başarıyla güncellendi.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/admin/services/yeminli-ceviri',
      body: {
        title_tr: 'Yeminli Çeviri',
        title_en: 'Sworn Translation',
        lang: 'en',
        content: '<p>English content</p>',
      },
    });
  });

  it('only logs a failed content load and empties the editor', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server((call) =>
      call.url.endsWith('content?lang=en') ? { status: 500, body: { message: 'Sunucu hatası' } } : undefined,
    );
    renderWithProviders(<ServicesSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Düzenle: Yeminli Çeviri' }));
    expect(await screen.findByText('Türkçe içerik')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'İngilizce' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(editor()).toHaveTextContent('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('deletes a service after confirmation', async () => {
    const calls = server((call) => (call.method === 'DELETE' ? { body: { message: 'Hizmet silindi.' } } : undefined));
    renderWithProviders(<ServicesSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Yeminli Çeviri' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Hizmet silindi.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/admin/services/yeminli-ceviri');
  });
});
