import type { Locator, Page } from 'playwright-core';
import { openAdminSection, openAsCustomer } from './support/admin-session';
import { richEditor } from './support/rich-editor';
import { startSite, waitForSite, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

/** The published slides' titles in their home order, as the slider's thumbnails name them ('Slayt n: title'). */
async function homeSlideTitles(page: Page): Promise<string[]> {
  const thumbnails = page.getByRole('list', { name: 'Slaytlar' }).getByRole('button');
  await thumbnails.first().waitFor();
  const names = await thumbnails.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.replace(/^Slayt \d+: /, ''));
}

/** The admin's slide cards in their order (each card is a list item named by its title). */
async function adminSlideTitles(list: Locator): Promise<string[]> {
  return list.locator(':scope > li').evaluateAll((items) => items.map((li) => li.getAttribute('aria-label') ?? ''));
}

/** Presses `key` (at most three times, a second apart) until the live region says `text`. */
async function pressUntilAnnounced(page: Page, key: string, text: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.keyboard.press(key);
    try {
      await page.waitForFunction(
        (expected) => document.querySelector('[id^="DndLiveRegion"]')?.textContent === expected,
        text,
        { timeout: 1000 },
      );
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

describe('public site and content management in the browser', () => {
  it('builds a page with the toolbar in Sayfa Yönetimi, and a visitor sees it formatted under /sayfa/{slug}', async () => {
    const admin = await openAdminSection(site, 'sayfalar');
    const ap = admin.page;
    await ap.getByRole('heading', { level: 1, name: 'Sayfa Yönetimi' }).waitFor();
    await ap.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Kalite ve Gizlilik');
    // the slug follows the title while it is not typed in
    expect(await ap.getByRole('textbox', { name: 'Kısa ad (slug)' }).inputValue()).toBe('kalite-ve-gizlilik');

    const editor = richEditor(ap, 'İçerik');
    await editor.focus();
    await editor.toggle('H2 başlık', true);
    await editor.type('Neden bizi seçmelisiniz?');
    await editor.press('Enter');
    await editor.toggle('Ortala', true);
    await editor.type('Çevirileriniz ');
    await editor.toggle('Kalın', true);
    await editor.type('yeminli');
    await editor.toggle('Kalın', false);
    await editor.type(' ve ');
    await editor.toggle('İtalik', true);
    await editor.type('gizli');
    await editor.toggle('İtalik', false);
    await editor.type(' kalır.');
    await editor.press('Enter');
    await editor.toggle('Sola hizala', true);
    await editor.toggle('Madde işaretli liste', true);
    await editor.type('Noter onayı');
    await editor.press('Enter');
    await editor.type('Apostil');
    await editor.press('Enter');
    await editor.press('Enter'); // an empty item ends the list
    await editor.type('Kırmızı ve büyük');
    await editor.press('Shift+Home');
    await editor.fontSize(24);
    await editor.textColour('#c0392b');
    await site.screenshot(ap, 'admin-page-editor');

    await ap.getByRole('button', { name: 'Sayfayı oluştur' }).click();
    await ap.getByText('Sayfa kaydedildi.').waitFor();
    const listed = ap.getByRole('list', { name: 'Sayfalar' });
    await listed.getByRole('link', { name: /\/sayfa\/kalite-ve-gizlilik/ }).waitFor();
    await admin.context.close();

    const visitor = await site.newPage({ lang: 'tr' });
    const vp = visitor.page;
    await vp.goto('/sayfa/kalite-ve-gizlilik');
    await waitForSite(vp);
    const main = vp.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Kalite ve Gizlilik' }).waitFor();
    await main.getByRole('heading', { level: 2, name: 'Neden bizi seçmelisiniz?' }).waitFor();
    const centred = main.locator('p', { hasText: 'Çevirileriniz' });
    expect(await centred.evaluate((p) => getComputedStyle(p).textAlign)).toBe('center');
    expect(await centred.getAttribute('style')).toContain('text-align: center');
    expect(await centred.locator('strong').textContent()).toBe('yeminli');
    expect(await centred.locator('em').textContent()).toBe('gizli');
    expect(await main.locator('ul > li').allTextContents()).toEqual(['Noter onayı', 'Apostil']);
    const styled = main.locator('span', { hasText: 'Kırmızı ve büyük' });
    const look = await styled.evaluate((span) => ({
      color: getComputedStyle(span).color,
      size: getComputedStyle(span).fontSize,
    }));
    expect(look).toEqual({ color: 'rgb(192, 57, 43)', size: '24px' });
    await site.screenshot(vp, 'page-visitor-tr');
    await visitor.context.close();
  });

  it('keeps a slide dragged in Slider Düzenleme in its new place on the home slider after a reload', async () => {
    const visitor = await site.newPage({ lang: 'tr' });
    await visitor.page.goto('/');
    await waitForSite(visitor.page);
    const before = await homeSlideTitles(visitor.page);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [first, second] = before as [string, string];

    const admin = await openAdminSection(site, 'slider');
    const ap = admin.page;
    const cards = ap.getByRole('region', { name: 'Tüm sliderlar' }).getByRole('list').first();
    await cards.getByRole('listitem', { name: first }).waitFor();
    expect((await adminSlideTitles(cards)).slice(0, before.length)).toEqual(before);

    // keyboard sensor: Space on the handle, an arrow towards the second card, Space to drop
    const firstBox = await cards.getByRole('listitem', { name: first }).boundingBox();
    const secondBox = await cards.getByRole('listitem', { name: second }).boundingBox();
    if (!firstBox || !secondBox) throw new Error('slide cards are not laid out');
    const towardsSecond = secondBox.x > firstBox.x + 10 ? 'ArrowRight' : 'ArrowDown';
    const handle = ap.getByRole('button', { name: `Taşı: ${first} (sıra 1)` });
    await handle.focus();
    await ap.keyboard.press('Space');
    // picked up: the handle says so (dnd-kit's live region at once moves on to "over position 1")
    await ap.locator(`button[aria-label="Taşı: ${first} (sıra 1)"][aria-pressed="true"]`).waitFor();
    // the keyboard sensor listens from the task after the pick-up: an arrow pressed before that is not seen
    await pressUntilAnnounced(ap, towardsSecond, `“${first}” 2. sıranın üzerinde.`);
    const saved = ap.waitForResponse(
      (res) => res.url().endsWith('/api/admin/sliders/update-order') && res.request().method() === 'POST',
    );
    await ap.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await ap.getByRole('button', { name: `Taşı: ${first} (sıra 2)` }).waitFor();
    expect((await adminSlideTitles(cards)).slice(0, 2)).toEqual([second, first]);
    await site.screenshot(ap, 'admin-sliders-reordered');
    await admin.context.close();

    await visitor.page.reload();
    await waitForSite(visitor.page);
    expect(await homeSlideTitles(visitor.page)).toEqual([second, first, ...before.slice(2)]);
    const shown = visitor.page.getByRole('group', { name: `1 / ${before.length}` });
    await shown.getByText(second, { exact: true }).waitFor();
    await visitor.context.close();
  });

  it('offers a language and a script type added in Diller in the customer upload form', async () => {
    const admin = await openAdminSection(site, 'diller');
    const ap = admin.page;
    await ap.getByRole('heading', { level: 1, name: 'Diller' }).waitFor();
    const languages = ap.getByRole('list', { name: 'Diller' });
    await languages.getByRole('button', { name: 'Osmanlıca (Ottoman Turkish) Hat türleri' }).waitFor();
    await ap.getByRole('textbox', { name: 'Dil adı' }).fill('Japonca');
    await ap.getByRole('button', { name: 'Dil ekle' }).click();
    await languages.getByText('Japonca', { exact: true }).waitFor();

    const ottoman = languages.getByRole('button', { name: 'Osmanlıca (Ottoman Turkish) Hat türleri', expanded: false });
    await ottoman.click();
    const scripts = ap.getByRole('list', { name: 'Hat türleri' });
    await scripts.getByText('Rika', { exact: true }).waitFor();
    await ap.getByRole('textbox', { name: 'Hat türü adı' }).fill('Tevkî');
    await ap.getByRole('button', { name: 'Hat türü ekle' }).click();
    await scripts.getByText('Tevkî', { exact: true }).waitFor();
    await site.screenshot(ap, 'admin-languages');
    await admin.context.close();

    const customer = await openAsCustomer(site, '/panel/user');
    const cp = customer.page;
    const source = cp.getByLabel('Kaynak dil', { exact: true });
    await source.locator('option', { hasText: 'Japonca' }).waitFor({ state: 'attached' });
    expect(await cp.getByLabel('Hat türü', { exact: true }).count()).toBe(0);
    await source.selectOption('Osmanlıca');
    const script = cp.getByLabel('Hat türü', { exact: true });
    await script.locator('option', { hasText: 'Tevkî' }).waitFor({ state: 'attached' });
    await script.selectOption({ label: 'Tevkî' });
    await cp.getByLabel('Hedef dil', { exact: true }).selectOption('Japonca');
    await site.screenshot(cp, 'customer-upload-new-language');
    await customer.context.close();
  });

  it.each([
    ['tr', 'desktop', 1280, 900],
    ['en', 'desktop', 1280, 900],
    ['tr', 'phone', 390, 844],
    ['en', 'phone', 390, 844],
  ] as const)(
    'renders the home page in %s at %s width (screenshot kept as an artifact)',
    async (lang, device, width, height) => {
      const { context, page } = await site.newPage({ lang, width, height });
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await page.goto('/');
      await waitForSite(page);
      await page.getByRole('region', { name: lang === 'tr' ? 'Öne çıkanlar' : 'Highlights' }).waitFor();
      await page.waitForLoadState('networkidle');
      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await site.screenshot(page, `home-${device}-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
