import { appConfig, type AppConfig } from './app-config';

/** "905555555555" → "+90 555 555 55 55"; other numbers are shown with a plus and left as they are. */
function formatDigits(digits: string): string {
  const match = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `+90 ${match.slice(1).join(' ')}` : `+${digits}`;
}

/**
 * The office's phone wherever the site shows one (footer, /contact): the contact phone of the admin's Site ayarları
 * as the admin wrote it, dialled by its digits; without one, the WhatsApp number. The server writes both into the
 * page's app-config (api/src/modules/web/web-assets.ts).
 */
export function officePhone(config: AppConfig = appConfig()): { display: string; href: string } {
  const typed = config.contactPhone.trim();
  if (!typed) return { display: formatDigits(config.whatsappNumber), href: `tel:+${config.whatsappNumber}` };
  return { display: typed, href: `tel:${typed.replace(/[^\d+]/g, '')}` };
}
