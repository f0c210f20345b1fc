import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { formatVerificationCode } from 'shared-ui/contracts';
import { qrPng } from './verification-qr';

// DejaVu Sans has every Turkish letter (ğ, ş, ı, İ); the PDF standard fonts stop at Latin-1.
const fontPath = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
let fontBytes: Promise<Buffer> | undefined;

const POINTS_PER_MM = 72 / 25.4;
const QR_SIZE = 24 * POINTS_PER_MM;
const MARGIN = 10 * POINTS_PER_MM;

/**
 * A copy of a delivered PDF with its verification on the last page: in the bottom right corner, a white box with
 * the QR code, the code and the page's address. The delivered file itself is never changed (its fingerprint is
 * what the code certifies); the copy is made on request. Throws on a PDF pdf-lib cannot read (the caller answers
 * 409); an encrypted PDF is copied as it can be read, as printers do.
 */
export async function stampPdf(pdf: Buffer, code: string, pageUrl: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  doc.registerFontkit(fontkit);
  fontBytes ??= readFile(fontPath);
  const font = await doc.embedFont(await fontBytes, { subset: true });
  const qr = await doc.embedPng(await qrPng(pageUrl, 300));

  const page = doc.getPage(doc.getPageCount() - 1);
  const box = page.getCropBox();
  const lines = ['Doğrulama / Verification', formatVerificationCode(code), pageUrl.replace(/^https?:\/\//, '')];
  const size = 6.5;
  const textWidth = Math.max(...lines.map((l) => font.widthOfTextAtSize(l, size)));
  const width = QR_SIZE + 6 + textWidth + 8;
  const height = QR_SIZE + 6;
  const x = box.x + box.width - MARGIN - width;
  const y = box.y + MARGIN;

  page.drawRectangle({ x, y, width, height, color: rgb(1, 1, 1), borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.5 });
  page.drawImage(qr, { x: x + 3, y: y + 3, width: QR_SIZE, height: QR_SIZE });
  lines.forEach((line, i) => {
    page.drawText(line, {
      x: x + QR_SIZE + 9,
      y: y + height - 12 - i * (size + 4),
      size,
      font,
      color: rgb(0.1, 0.1, 0.1),
    });
  });
  return doc.save();
}
