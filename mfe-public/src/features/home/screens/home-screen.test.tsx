import { act, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { setSplashVisible } from 'shared-ui';
import { byUrl, stubFetch } from 'shared-ui/testing';
import { renderPublic, renderSite, signInAs } from '../../../testing/render-public';
import { HomeScreen } from './home-screen';

const welcome = /Hoş geldiniz, Ayşe!/;
const slide = {
  id: 1,
  image: '/images/slides/a.svg',
  title: 'Osmanlıca',
  description: 'Arşiv',
  link: '/quote',
  category: null,
  status: true,
  title_color: '#ffffff',
  desc_color: '#dddddd',
  order: 0,
};
/** The slider appears once GET /sliders answered: the page has settled. */
const settled = () => screen.findByRole('region', { name: 'Öne çıkanlar' });

describe('Home page', () => {
  it('shows the slides the page came with (a server-drawn page) at once, with no placeholder, while they are asked for again', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    renderPublic(
      <SWRConfig value={{ fallback: { '/sliders': [slide] } }}>
        <HomeScreen />
      </SWRConfig>,
    );
    expect(await settled()).toBeInTheDocument();
    expect(screen.queryByTestId('slider-placeholder')).not.toBeInTheDocument();
  });

  beforeEach(() => {
    localStorage.clear();
    stubFetch(byUrl({ '/api/sliders': { body: [slide] } }));
  });
  afterEach(() => jest.useRealTimers());

  it('greets a signed-in visitor once, stores welcome_shown, and hides the toast after 5 seconds', async () => {
    jest.useFakeTimers();
    signInAs();
    const first = renderSite('/');
    await settled();
    expect(screen.getByText(welcome)).toBeInTheDocument();
    expect(localStorage.getItem('welcome_shown')).not.toBeNull();
    act(() => jest.advanceTimersByTime(5100));
    expect(screen.queryByText(welcome)).not.toBeInTheDocument();
    first.unmount();

    renderSite('/');
    await settled();
    expect(screen.queryByText(welcome)).not.toBeInTheDocument();
  });

  it('tells a translator and the office where their work is, instead of inviting them to upload', async () => {
    signInAs('translator');
    const translator = renderSite('/');
    expect(
      await screen.findByText('Hoş geldiniz, Ayşe! Açık işler ve size atanan işler Tercüman Panelinde.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Belgenizi yükleyerek/)).not.toBeInTheDocument();
    translator.unmount();
    localStorage.removeItem('welcome_shown');
    signInAs('admin');
    renderSite('/');
    expect(
      await screen.findByText('Hoş geldiniz, Ayşe! İşler, teklifler ve başvurular Yönetim Panelinde.'),
    ).toBeInTheDocument();
  });

  it('holds the greeting back while the start-up splash covers the page, then shows it', async () => {
    signInAs();
    act(() => setSplashVisible(true));
    renderSite('/');
    await settled();
    expect(screen.queryByText(welcome)).not.toBeInTheDocument();
    expect(localStorage.getItem('welcome_shown')).toBeNull();
    act(() => setSplashVisible(false));
    expect(await screen.findByText(welcome)).toBeInTheDocument();
  });

  it('does not greet a visitor who is not signed in', async () => {
    renderSite('/');
    await settled();
    expect(screen.queryByText(welcome)).not.toBeInTheDocument();
    expect(localStorage.getItem('welcome_shown')).toBeNull();
  });

  it('shows four steps, six service cards with their targets, the promises and four testimonials', async () => {
    renderSite('/');
    await settled();
    const steps = screen.getByRole('heading', { name: 'Nasıl çalışır?' }).parentElement?.querySelectorAll('ol > li');
    expect(steps).toHaveLength(4);
    const targets = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(targets(/Resmi Belge Çeviri/)).toBe('/quote');
    expect(targets(/: Yeminli Çeviri/)).toBe('/quote');
    expect(targets(/Noter Tasdikli Çeviri/)).toBe('/quote');
    expect(targets(/Apostil Tasdikli Çeviri/)).toBe('/quote');
    expect(targets(/Ücretsiz Revizyon/)).toBe('/login');
    expect(targets(/Anlık Bildirimler/)).toBe('/settings');
    expect(screen.getAllByText(/20 dakika içinde/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/ücretsiz revizyon/i).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: '5 üzerinden 5 yıldız' })).toHaveLength(4);
    expect(screen.getByRole('link', { name: /WhatsApp ile iletişim/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/'),
    );
  });
});
