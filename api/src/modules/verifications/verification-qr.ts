import QRCode from 'qrcode';
import { verificationPagePath, type Locale } from 'shared-ui/contracts';

/** The page a printed translation's QR code opens: the Turkish or the English verification page. */
export function verificationPageUrl(publicUrl: string, code: string, locale: Locale): string {
  return publicUrl + verificationPagePath(code, locale);
}

// M: survives a stamp or a fold over 15 % of the symbol, and keeps the symbol small enough for a page corner.
const options = { errorCorrectionLevel: 'M', margin: 2 } as const;

export function qrPng(url: string, width = 512): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...options, type: 'png', width });
}

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...options, type: 'svg' });
}
