import type { Locator, Page } from 'playwright-core';

/**
 * Drives the admin's rich editor the way a person does: a click into the text, typing, and the real toolbar
 * buttons and pickers (named as mfe-admin's admin-rich-editor texts name them, in Turkish).
 */
export function richEditor(page: Page, label: string) {
  const text = page.getByRole('textbox', { name: label, exact: true });
  // the toolbar of this editor: a page can hold several (the content pages' Turkish and English versions)
  const toolbar = text
    .locator('xpath=ancestor::*[.//*[@role="toolbar"]][1]')
    .getByRole('toolbar', { name: 'Metin biçimlendirme' });
  const button = (name: string): Locator => toolbar.getByRole('button', { name, exact: true });
  return {
    text,
    toolbar,
    async focus(): Promise<void> {
      await text.click();
    },
    async type(value: string): Promise<void> {
      await page.keyboard.type(value);
    },
    async press(key: string): Promise<void> {
      await page.keyboard.press(key);
    },
    /** Clicks a toolbar button and waits until a toggle says it is on or off as asked. */
    async toggle(name: string, on?: boolean): Promise<void> {
      await button(name).click();
      if (on !== undefined) await toolbar.locator(`button[aria-label="${name}"][aria-pressed="${on}"]`).waitFor();
    },
    /**
     * Picks a size and waits until the selected text carries it. Right after Shift+Home the editor may not have
     * taken the new selection yet (it reads selectionchange on the next frame); a pick made then sizes nothing,
     * so the pick is made again, as a person would, until the text shows the size.
     */
    async fontSize(px: number): Promise<void> {
      const sized = text.locator(`span[style*="font-size: ${px}px"]`).first();
      for (let attempt = 1; ; attempt += 1) {
        await toolbar.getByRole('combobox', { name: 'Yazı boyutu' }).selectOption(`${px}px`);
        try {
          await sized.waitFor({ timeout: 3000 });
          return;
        } catch (err) {
          if (attempt === 3) throw err;
        }
      }
    },
    async textColour(hex: string): Promise<void> {
      await toolbar.getByLabel('Yazı rengi', { exact: true }).fill(hex);
    },
  };
}
