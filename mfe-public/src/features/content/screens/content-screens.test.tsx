import { screen, waitFor } from '@testing-library/react';
import { i18n } from 'shared-ui';
import { byUrl, stubFetch } from 'shared-ui/testing';
import { renderSite } from '../../../testing/render-public';

const service = {
  slug: 'yeminli-ceviri',
  title: 'Yeminli Çeviri',
  content: '<h2>Yeminli Çeviri</h2><p>Yeminli tercümanlarımız noter huzurunda yemin etmiştir.</p>',
};

describe('Content screens', () => {
  beforeEach(() => localStorage.clear());

  it('shows a service by its short slug in the current language', async () => {
    const api = stubFetch(byUrl({ '/api/public/services/yeminli?lang=tr': { body: service } }));
    renderSite('/services/yeminli');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yeminli Çeviri' })).toBeInTheDocument();
    expect(screen.getByText(/noter huzurunda yemin/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Yeminli Çeviri' })).toHaveLength(1);
    expect(api.fetch).toHaveBeenCalledWith('/api/public/services/yeminli?lang=tr', expect.anything());
  });

  it('links the Ottoman service page, and only that one, to the date converter', async () => {
    const ottoman = { slug: 'osmanlica-ceviri', title: 'Osmanlıca Çeviri', content: '<p>Arşiv belgeleri.</p>' };
    stubFetch(
      byUrl({
        '/api/public/services/osmanlica?lang=tr': { body: ottoman },
        '/api/public/services/yeminli?lang=tr': { body: service },
      }),
    );
    const { unmount } = renderSite('/services/osmanlica');
    const link = await screen.findByRole('link', { name: 'Tarih çevirici' });
    expect(link).toHaveAttribute('href', '/tarih-cevirici');
    expect(screen.getByRole('complementary', { name: 'Belgenizdeki tarihi çevirin' })).toBeInTheDocument();
    unmount();
    renderSite('/services/yeminli');
    await screen.findByRole('heading', { level: 1, name: 'Yeminli Çeviri' });
    expect(screen.queryByRole('link', { name: 'Tarih çevirici' })).not.toBeInTheDocument();
  });

  it('says Sayfa bulunamadı. for an unknown service', async () => {
    stubFetch(
      byUrl({
        '/api/public/services/yok?lang=tr': {
          status: 404,
          body: { message: 'Sayfa bulunamadı.', code: 'pageNotFound' },
        },
      }),
    );
    renderSite('/services/yok');
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı.' })).toBeInTheDocument();
  });

  it('shows an admin page and says not found for an unknown one', async () => {
    stubFetch(
      byUrl({
        '/api/public/pages/sss?lang=tr': {
          body: { title: 'Sıkça Sorulan Sorular', slug: 'sss', content: '<p>Revizyon ücretsizdir.</p>', lang: 'tr' },
        },
      }),
    );
    const { unmount } = renderSite('/sayfa/sss');
    expect(await screen.findByText('Revizyon ücretsizdir.')).toBeInTheDocument();
    unmount();
    renderSite('/sayfa/yok');
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı.' })).toBeInTheDocument();
  });

  it('shows an admin page in English to an English reader, and its Turkish body marked as Turkish when it has no English one', async () => {
    stubFetch(
      byUrl({
        '/api/public/pages/sss?lang=en': {
          body: { title: 'Frequently Asked Questions', slug: 'sss', content: '<p>Revisions are free.</p>', lang: 'en' },
        },
        '/api/public/pages/hakkimizda?lang=en': {
          body: { title: 'About us', slug: 'hakkimizda', content: '<p>Biz bir tercüme ofisiyiz.</p>', lang: 'tr' },
        },
      }),
    );
    const { unmount } = renderSite('/sayfa/sss', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText('Revisions are free.').closest('div[lang="tr"]')).toBeNull();
    unmount();
    const english = renderSite('/sayfa/hakkimizda', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('Biz bir tercüme ofisiyiz.').closest('div[lang="tr"]')).not.toBeNull();
    english.unmount();
    await i18n.changeLanguage('tr');
  });

  it("moves an old page address to the page's current slug (the API answered its 301 with the page)", async () => {
    const page = {
      title: 'Çalışma Şartları ve Ödeme',
      slug: 'calisma-sartlari-ve-odeme',
      content: '<p>Şartlar.</p>',
      lang: 'tr',
    };
    const api = stubFetch(
      byUrl({
        '/api/public/pages/alma-artlar-ve-deme?lang=tr': { body: page },
        '/api/public/pages/calisma-sartlari-ve-odeme?lang=tr': { body: page },
      }),
    );
    renderSite('/sayfa/alma-artlar-ve-deme');
    // the first answer is shown, then replaced under the new address: wait for that before reading the page
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sayfa/calisma-sartlari-ve-odeme'));
    await waitFor(() =>
      expect(api.calls.map((c) => c.url)).toContain('/api/public/pages/calisma-sartlari-ve-odeme?lang=tr'),
    );
    expect(await screen.findByText('Şartlar.')).toBeInTheDocument();
  });

  it('says Sayfa bulunamadı. for any other path', () => {
    stubFetch(byUrl({}));
    renderSite('/boyle-bir-yer-yok');
    expect(screen.getByRole('heading', { name: 'Sayfa bulunamadı.' })).toBeInTheDocument();
  });

  it('renders the about text of the current locale', async () => {
    stubFetch(byUrl({ '/about-content/tr.html': { text: '<h2>Biz kimiz?</h2><p>Osmanlıca uzmanlığı.</p>' } }));
    renderSite('/about');
    expect(await screen.findByRole('heading', { name: 'Biz kimiz?' })).toBeInTheDocument();
  });

  it('says the about text could not be loaded when the file fails', async () => {
    stubFetch(byUrl({ '/about-content/tr.html': { status: 500, text: 'error' } }));
    renderSite('/about');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hakkımızda içeriği yüklenemedi.');
  });

  it('does not render a whole page answered instead of the fragment', async () => {
    stubFetch(byUrl({ '/about-content/tr.html': { text: '<!doctype html><html><body>shell</body></html>' } }));
    renderSite('/about');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hakkımızda içeriği yüklenemedi.');
  });

  it('says İçerik yüklenemedi. when the apply text fails, and still offers the form', async () => {
    stubFetch(byUrl({ '/translatorapply/tr.html': 'network' }));
    renderSite('/apply');
    expect(await screen.findByRole('alert')).toHaveTextContent('İçerik yüklenemedi.');
    expect(screen.getByRole('link', { name: 'Başvuru formuna geç' })).toHaveAttribute('href', '/apply/form');
  });
});
