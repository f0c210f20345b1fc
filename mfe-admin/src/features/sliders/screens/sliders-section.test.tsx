import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SliderDto } from 'shared-ui';
import { stubFetch, renderWithProviders, type FetchCall } from 'shared-ui/testing';
import { SlidersSection, texts } from './sliders-section';
import { registerFeatureTexts } from '../../../locales/feature-texts';

registerFeatureTexts(...texts);

const slide = (id: number, title: string, status: boolean): SliderDto => ({
  id,
  image: `/uploads/sliders/${id}.jpg`,
  title,
  description: `${title} açıklaması`,
  title_en: null,
  description_en: null,
  link: null,
  category: null,
  category_en: null,
  status,
  title_color: '#ffffff',
  desc_color: '#dddddd',
  order: id - 1,
});
const three = [slide(1, 'Yeminli', true), slide(2, 'Noter', false), slide(3, 'Apostil', true)];

/** The keyboard sensor starts listening on the next task, and measures in between. */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const postsTo = (calls: FetchCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url === `/api${path}`);

beforeEach(() => localStorage.clear());

describe('sliders section', () => {
  it('says there are no slides yet, and counts 0 / 5', async () => {
    stubFetch(() => ({ body: [] }));
    renderWithProviders(<SlidersSection />, { language: 'tr' });
    expect(await screen.findByText('Henüz slider bulunmuyor.')).toBeInTheDocument();
    expect(screen.getByText('0 / 5', { exact: false })).toBeInTheDocument();
  });

  it('counts the published slides and offers Yayına Al only on the inactive one', async () => {
    const calls = stubFetch((call) => (call.method === 'PUT' ? { body: { message: 'ok' } } : { body: three })).calls;
    renderWithProviders(<SlidersSection />, { language: 'tr' });
    await screen.findByRole('listitem', { name: 'Noter' });
    expect(screen.getByText('2 / 5', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Yayına Al/ })).toHaveLength(1);
    expect(
      within(screen.getByRole('listitem', { name: 'Yeminli' })).queryByRole('button', { name: /Yayına Al/ }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Yayına Al: Noter' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/api/admin/sliders/2',
        body: { title: 'Noter', status: true },
      }),
    );
  });

  it('requires image, title and description, and keeps the default colours', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST' ? { status: 201, body: { message: 'ok' } } : { body: [] },
    ).calls;
    renderWithProviders(<SlidersSection />, { language: 'tr' });
    await userEvent.click(screen.getByRole('button', { name: 'Slider ekle' }));
    expect(screen.getAllByText('Bu alan zorunludur.')).toHaveLength(3);
    expect(postsTo(calls, '/admin/sliders')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Görsel adresi' }), 'https://example.com/a.jpg');
    await userEvent.type(screen.getByRole('textbox', { name: 'Başlık' }), 'Yeni');
    await userEvent.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Kısa metin');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Yayında' }));
    await userEvent.click(screen.getByRole('button', { name: 'Slider ekle' }));
    await waitFor(() => expect(postsTo(calls, '/admin/sliders')).toHaveLength(1));
    expect(postsTo(calls, '/admin/sliders')[0]?.body).toMatchObject({
      image: 'https://example.com/a.jpg',
      title: 'Yeni',
      status: true,
      title_color: '#ffffff',
      desc_color: '#dddddd',
      link: null,
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Başlık' })).toHaveValue(''));
  });

  it('saves the tag in both languages, and Yayına Al keeps the English texts', async () => {
    const english = {
      ...slide(2, 'Noter', false),
      title_en: 'Notarised',
      description_en: 'Notarised translation',
      category: 'Resmi Çeviri',
      category_en: 'Official translation',
    };
    const calls = stubFetch((call) =>
      call.method === 'GET' ? { body: [english] } : { body: { message: 'ok' } },
    ).calls;
    renderWithProviders(<SlidersSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Yayına Al: Noter' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        status: true,
        title_en: 'Notarised',
        description_en: 'Notarised translation',
        category: 'Resmi Çeviri',
        category_en: 'Official translation',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Düzenle: Noter' }));
    const englishTag = screen.getByRole('textbox', { name: 'İngilizce kategori (isteğe bağlı)' });
    expect(englishTag).toHaveValue('Official translation');
    await userEvent.clear(englishTag);
    await userEvent.type(englishTag, 'Notary');
    await userEvent.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toMatchObject({
      category: 'Resmi Çeviri',
      category_en: 'Notary',
    });
  });

  it('saves the new order right after a keyboard reorder', async () => {
    const calls = stubFetch((call) => (call.method === 'POST' ? { body: { message: 'ok' } } : { body: three })).calls;
    // jsdom lays nothing out: give each card a place in one row so the keyboard can move between them
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const index = three.findIndex((s) => s.title === this.getAttribute('aria-label'));
      const left = Math.max(index, 0) * 300;
      return {
        x: left,
        y: 0,
        left,
        top: 0,
        right: left + 280,
        bottom: 200,
        width: 280,
        height: 200,
        toJSON: () => ({}),
      } as DOMRect;
    });
    renderWithProviders(<SlidersSection />, { language: 'tr' });
    const handle = await screen.findByRole('button', { name: 'Taşı: Yeminli (sıra 1)' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(postsTo(calls, '/admin/sliders/update-order')).toHaveLength(1));
    expect(postsTo(calls, '/admin/sliders/update-order')[0]?.body).toEqual([
      { id: 2, order: 0 },
      { id: 1, order: 1 },
      { id: 3, order: 2 },
    ]);
    expect(
      screen
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label'))
        .filter(Boolean),
    ).toEqual(['Noter', 'Yeminli', 'Apostil']);
    rect.mockRestore();
  });

  it('deletes a slide only after confirmation', async () => {
    const calls = stubFetch((call) => (call.method === 'DELETE' ? { body: { message: 'ok' } } : { body: three })).calls;
    renderWithProviders(<SlidersSection />, { language: 'tr' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sil: Apostil' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/admin/sliders/3'));
  });
});
