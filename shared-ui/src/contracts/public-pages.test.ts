import { publicPageData, publicPageFor, publicPages } from './public-pages';

const screenOf = (pathname: string) => publicPageFor(pathname)?.page.screen;

describe('the public pages table', () => {
  it('finds the page of a static path, ignoring case and a trailing slash as react-router does', () => {
    expect(screenOf('/')).toBe('home-screen');
    expect(screenOf('/login')).toBe('login-screen');
    expect(screenOf('/Login/')).toBe('login-screen');
    expect(screenOf('/apply')).toBe('apply-screen');
    expect(screenOf('/apply/form')).toBe('apply-form-screen');
  });

  it('gives a path segment as its decoded parameter', () => {
    expect(publicPageFor('/sayfa/%C3%A7eviri%20notlar%C4%B1')).toEqual({
      page: expect.objectContaining({ screen: 'page-screen', data: 'page', drawn: true }),
      params: { slug: 'çeviri notları' },
    });
    expect(publicPageFor('/services/%E0%A4%A')?.params).toEqual({ slug: '%E0%A4%A' });
  });

  it('sends the settings and everything under them to the settings screen, and any other path to "not found"', () => {
    expect(screenOf('/settings')).toBe('settings-screen');
    expect(screenOf('/settings/security')).toBe('settings-screen');
    expect(screenOf('/services/a/b')).toBe('not-found-screen');
    expect(screenOf('/sayfa/')).toBe('not-found-screen');
    expect(screenOf('/loginx')).toBe('not-found-screen');
  });

  it('builds the key of the API answer a screen shows first, the slug encoded as its hook encodes it', () => {
    expect(publicPageData.sliders()).toBe('/sliders');
    expect(publicPageData.page({ slug: 'çeviri notları' }, 'en')).toBe(
      `/public/pages/${encodeURIComponent('çeviri notları')}?lang=en`,
    );
    expect(publicPageData.service({ slug: 'yeminli-ceviri' }, 'tr')).toBe('/public/services/yeminli-ceviri?lang=tr');
  });

  it('has one entry per path, and the catch-all last', () => {
    const patterns = publicPages.map((p) => p.path);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.indexOf('*')).toBe(patterns.length - 1);
  });
});
