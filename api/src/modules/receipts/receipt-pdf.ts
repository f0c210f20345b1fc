import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ReceiptContent } from './receipt-content';

// DejaVu Sans has every Turkish letter (ğ, ş, ı, İ); the PDF standard fonts stop at Latin-1 (as in stamp-pdf.ts).
const require = createRequire(import.meta.url);
const fontPaths = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
let fonts: Promise<[Buffer, Buffer]> | undefined;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;

/** ₺ 1.250,00 — Turkish grouping, whatever the reader's language: the receipt is a Turkish document. */
export function formatKurus(kurus: number): string {
  const lira = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    kurus / 100,
  );
  return `₺ ${lira}`;
}

const methodLabel = { card: 'Kredi/banka kartı · Card', bank_transfer: 'Havale/EFT · Bank transfer' };

class Writer {
  y = A4.height - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  line(text: string, options: { size?: number; bold?: boolean; x?: number; right?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const x = options.right !== undefined ? options.right - font.widthOfTextAtSize(text, size) : (options.x ?? MARGIN);
    this.page.drawText(text, { x, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
  }

  next(gap = 14) {
    this.y -= gap;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 4 },
      end: { x: A4.width - MARGIN, y: this.y + 4 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    this.next(10);
  }

  /** Wraps a long text (an address) at the page's width. */
  wrapped(text: string, size = 10) {
    const width = A4.width - 2 * MARGIN;
    let current = '';
    for (const word of text.split(/\s+/)) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.regular.widthOfTextAtSize(candidate, size) > width && current) {
        this.line(current, { size });
        this.next();
        current = word;
      } else current = candidate;
    }
    if (current) {
      this.line(current, { size });
      this.next();
    }
  }
}

/** The receipt as an A4 PDF: office, customer, lines, KDV and total, labelled in Turkish and English. */
export async function renderReceiptPdf(content: ReceiptContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  fonts ??= Promise.all([readFile(fontPaths.regular), readFile(fontPaths.bold)]);
  const [regularBytes, boldBytes] = await fonts;
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  doc.setTitle(`Makbuz ${content.number}`);
  const w = new Writer(doc.addPage([A4.width, A4.height]), regular, bold);
  const right = A4.width - MARGIN;

  w.line('TAHSİLAT MAKBUZU · RECEIPT', { size: 16, bold: true });
  w.next(22);
  w.line(`Makbuz no · Receipt no: ${content.number}`, { bold: true });
  w.line(`Tarih · Date: ${content.issued_on}`, { right });
  w.next();
  w.line(`Ödeme · Payment: ${methodLabel[content.method]}`);
  w.line(`İş · Job: ${content.job_code}`, { right });
  w.next(24);

  w.line('Düzenleyen · Issued by', { bold: true });
  w.next();
  if (content.office.title) w.wrapped(content.office.title);
  if (content.office.tax_office || content.office.tax_number) {
    w.line(
      `Vergi dairesi · Tax office: ${content.office.tax_office}   Vergi no · Tax no: ${content.office.tax_number}`,
    );
    w.next();
  }
  if (content.office.address) w.wrapped(content.office.address);
  w.next(10);

  const c = content.customer;
  w.line('Müşteri · Customer', { bold: true });
  w.next();
  if (c.company_name) w.wrapped(c.company_name);
  w.wrapped(c.name);
  if (c.id_number) {
    const label = c.kind === 'company' ? 'VKN · Tax no' : 'T.C. kimlik no · ID no';
    w.line(`${label}: ${c.id_number}${c.tax_office ? `   Vergi dairesi · Tax office: ${c.tax_office}` : ''}`);
    w.next();
  }
  if (c.address) w.wrapped(c.address);
  w.line(c.email);
  w.next(24);

  w.line('Açıklama · Description', { bold: true });
  w.line('Tutar · Amount', { bold: true, right });
  w.next();
  w.rule();
  for (const l of content.lines) {
    w.line(l.label_tr);
    w.line(formatKurus(l.kurus), { right });
    w.next(12);
    w.line(l.label_en, { size: 8 });
    w.next(16);
  }
  w.rule();
  w.line('Ara toplam · Subtotal');
  w.line(formatKurus(content.net_kurus), { right });
  w.next();
  // a rate with decimals in Turkish writing (%18,5), as the rest of the document's numbers
  w.line(`KDV · VAT (%${new Intl.NumberFormat('tr-TR').format(content.vat_rate)})`);
  w.line(formatKurus(content.vat_kurus), { right });
  w.next();
  w.line('Toplam · Total (KDV dahil · VAT incl.)', { bold: true });
  w.line(formatKurus(content.total_kurus), { bold: true, right });
  w.next(30);
  w.wrapped(
    'Bu belge ödemenin alındığını gösteren bir tahsilat makbuzudur; e-Arşiv fatura yerine geçmez. · ' +
      'This document acknowledges the payment; it is not an e-Arşiv invoice.',
    8,
  );
  return doc.save();
}
