import { getLanguage } from '../i18n/language';
import { formatDay, formatLira, formatMoment } from './format';

/**
 * Makes the formatters the panels draw days, moments and money with (intl-formats.ts keeps them), each in an idle
 * moment while the panel's data is on its way. The first of each loads ICU's data for the language (30–100 ms of a
 * phone's 4× slower CPU): made inside the screen's first drawing, that drawing was one task longer by as much.
 */
export function prepareFormats(): void {
  if (typeof requestIdleCallback !== 'function') return;
  const lang = getLanguage();
  const steps = [
    () => formatDay('2026-01-01', lang),
    () => formatLira(0, lang),
    () => formatMoment('2026-01-01T00:00:00Z', lang),
  ];
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    step();
    requestIdleCallback(next, { timeout: 2000 });
  };
  requestIdleCallback(next, { timeout: 2000 });
}
