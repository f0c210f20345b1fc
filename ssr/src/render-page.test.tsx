import type { AppConfig, PublicPageDto, PublicServiceDto, SliderDto } from 'shared-ui';
import { publicPageData, publicPages, type PublicPageDataName } from 'shared-ui/contracts';
import { renderFirstScreen } from './render-page';

const config: AppConfig = {
  siteName: 'Tercüme Odası',
  whatsappNumber: '905555555555',
  analyticsId: null,
  siteEmail: 'info@example.org',
  contactPhone: '',
  officeAddress: '',
};

const slide: SliderDto = {
  id: 1,
  image: '/images/slides/diploma.svg',
  title: 'Diploma tercümesi',
  description: 'Noter onaylı',
  title_en: 'Diploma translation',
  description_en: 'Notarised',
  link: null,
  category: null,
  category_en: null,
  status: true,
  title_color: '#ffffff',
  desc_color: '#ffffff',
  order: 1,
};
const page: PublicPageDto = {
  title: 'Frequently Asked Questions',
  slug: 'sss',
  content: '<p>How long does a sworn translation take?</p>',
  lang: 'en',
};
const service: PublicServiceDto = {
  slug: 'yeminli-ceviri',
  title: 'Sworn translation',
  content: '<p>Translations signed by a sworn translator.</p>',
};

/** An answer for each kind of data the table names, as the API's handler would give it (first-screen.ts). */
const answers: Record<PublicPageDataName, unknown> = { sliders: [slide], page, service };
const slugs: Record<PublicPageDataName, string> = { sliders: '', page: page.slug, service: service.slug };

/** A page of the table drawn at `url`, with the answer its screen shows first under the key its hook asks with. */
function draw(url: string, lang: 'tr' | 'en', data?: PublicPageDataName) {
  const answer = data ? { [publicPageData[data]({ slug: slugs[data] }, lang)]: answers[data] } : {};
  return renderFirstScreen({ url, lang, splash: false, config, data: answer });
}

const headings = (html: string) => [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]);

describe('the first screen drawn on the server', () => {
  it("draws a content page with the answer the table's key names, its title as the page's heading", async () => {
    const { html } = await draw('/sayfa/sss', 'en', 'page');
    expect(headings(html)).toContain('Frequently Asked Questions');
    expect(html).toContain('How long does a sworn translation take?');
  });

  it("draws the home page's first slide from the sliders answer, in the reader's language", async () => {
    const { html } = await draw('/', 'en', 'sliders');
    expect(html).toContain('Diploma translation');
    expect(html).not.toContain('Diploma tercümesi');
  });

  it('draws the sign-in page in Turkish with its heading and the layout around it, and returns stylesheets', async () => {
    const { html, css } = await draw('/login', 'tr');
    expect(headings(html)).toContain('Giriş Yap');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(typeof css).toBe('string');
  });

  it('draws every page the table marks as drawn with its screen, not the "not found" screen or a spinner', async () => {
    const notFound = await draw('/bilinmeyen-sayfa', 'tr');
    const notFoundHeading = headings(notFound.html)[0];
    expect(notFoundHeading).toBeTruthy();
    for (const entry of publicPages.filter((p) => p.drawn)) {
      const data = 'data' in entry ? entry.data : undefined;
      const url = entry.path.replace(':slug', data ? slugs[data] : 'ornek');
      const { html } = await draw(url, 'tr', data);
      expect({ url, drawn: headings(html).length > 0 && headings(html)[0] !== notFoundHeading }).toEqual({
        url,
        drawn: true,
      });
    }
  });
});
