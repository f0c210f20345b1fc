import { readFileSync } from 'node:fs';
import path from 'node:path';

const tokens = readFileSync(path.join(__dirname, '../../tokens/tokens.css'), 'utf8');
const badges = readFileSync(path.join(__dirname, 'status-badge.module.css'), 'utf8');

/** A colour as written: a hex literal, or a token of tokens.css. */
function colour(value: string): string {
  const token = /var\((--[\w-]+)\)/.exec(value)?.[1];
  if (!token) return value.trim();
  const found = new RegExp(`${token}:\\s*(#[0-9a-fA-F]{6})`).exec(tokens)?.[1];
  if (!found) throw new Error(`no ${token} in tokens.css`);
  return found;
}

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const rules = [...badges.matchAll(/([^{}]+)\{([^}]*)\}/g)]
  .map(([, selector, body]) => ({
    selector: (selector ?? '').trim(),
    background: /background:\s*([^;]+);/.exec(body ?? '')?.[1],
    color: /(?:^|\s)color:\s*([^;]+);/.exec(body ?? '')?.[1],
  }))
  .filter((r): r is { selector: string; background: string; color: string } => !!r.background && !!r.color);

describe('status badges', () => {
  it('reads every badge, the amber ones included, and finds a text and a background colour in each', () => {
    expect(rules.map((r) => r.selector)).toEqual(expect.arrayContaining(['.badge', '.quoted,\n.waiting_payment']));
  });

  it.each(rules.map((r) => [r.selector.replace(/\s+/g, ' '), r] as const))(
    '%s has text at 4.5:1 or more on its background (WCAG AA, small text)',
    (_, rule) => {
      expect(contrast(colour(rule.color), colour(rule.background))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
