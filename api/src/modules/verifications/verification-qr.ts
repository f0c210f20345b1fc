import QRCode from 'qrcode';
import { verificationPagePath, type Locale } from 'shared-ui/contracts';

/** The page a printed translation's QR code opens: the Turkish or the English verification page. */
export function verificationPageUrl(publicUrl: string, code: string, locale: Locale): string {
  return publicUrl + verificationPagePath(code, locale);
}

/**
 * The language of the page a document's QR code and link open: the document's target language, not the language
 * the customer happens to use the site in (a Turkish translation is checked by a Turkish office; any other by a
 * reader abroad, who gets the English page).
 */
export function documentLocale(targetLang: string): Locale {
  return targetLang === 'Türkçe' ? 'tr' : 'en';
}

// M: survives a stamp or a fold over 15 % of the symbol, and keeps the symbol small enough for a page corner.
const options = { errorCorrectionLevel: 'M', margin: 2 } as const;

export function qrPng(url: string, width = 512): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...options, type: 'png', width });
}

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...options, type: 'svg' });
}
