import Bowser from 'bowser';

/** "Firefox 128 · Windows" from a User-Agent (bowser); null when it names no browser or system we know. */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const parts = [browser.name && [browser.name, major].filter(Boolean).join(' '), os.name].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
