import { createCanvas } from '@napi-rs/canvas';
import { constants, crc32, createDeflate, createDeflateRaw, deflateSync } from 'node:zlib';

/**
 * Hostile documents, built at test time (nothing big is committed): each is small on the wire and huge once read,
 * or shaped to make a careless renderer allocate without bound. Used by hostile-documents.test.ts.
 */
export interface HostileFile {
  label: string;
  name: string;
  build: () => Buffer | Promise<Buffer>;
}

/** A PDF from its objects' bodies (numbered from 1, the first the catalog), with a correct cross-reference table. */
function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${length}\n%%EOF\n`);
  return Buffer.concat([...parts, Buffer.from(xref.join(''))]);
}

/** One page of 400 × 100,000 pt: drawn at 2× it was an 800 × 200,000 px preview. */
export function tallPagePdf(): Buffer {
  const text = 'BT /F1 24 Tf 20 99900 Td (Tapu) Tj ET';
  return pdfOf([
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 400 100000]/Contents 4 0 R>>',
    `<</Length ${text.length}>>\nstream\n${text}\nendstream`,
  ]);
}

/** 100,000 empty pages. */
export function hundredThousandPagesPdf(): Buffer {
  const pages = 100_000;
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects = ['<</Type/Catalog/Pages 2 0 R>>', `<</Type/Pages/Kids[${kids}]/Count ${pages}>>`];
  for (let i = 0; i < pages; i += 1) objects.push('<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>');
  return pdfOf(objects);
}

/**
 * `total` bytes of one repeated byte, deflated as a stream (the test process never holds them inflated): raw for a
 * zip entry, with the zlib header and checksum for a PDF stream.
 */
async function deflatedRun(
  total: number,
  byte: number,
  format: 'raw' | 'zlib',
): Promise<{ data: Buffer; crc: number }> {
  const chunk = Buffer.alloc(1024 * 1024, byte);
  const deflate = format === 'raw' ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (part: Buffer) => out.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  for (let sent = 0; sent < total; sent += chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), crc };
}

/** A content stream that inflates to 400 MB of spaces, from a file of about 400 KB. */
export async function streamBombPdf(): Promise<Buffer> {
  const size = 400 * 1024 * 1024;
  const { data: zlib } = await deflatedRun(size, 0x20, 'zlib');
  return pdfOf([
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>',
    Buffer.concat([
      Buffer.from(`<</Length ${zlib.length}/Filter/FlateDecode>>\nstream\n`),
      zlib,
      Buffer.from('\nendstream'),
    ]),
  ]);
}

interface ZipEntry {
  name: string;
  /** Deflated, or stored when `stored`. */
  data: Buffer;
  crc: number;
  size: number;
  stored?: boolean;
}

/** A zip archive from its entries; `declared` overrides the sizes written in the headers (a lying archive). */
function zipOf(entries: ZipEntry[], declared?: (entry: ZipEntry) => number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = declared ? declared(entry) : entry.size;
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function storedEntry(name: string, text: string): ZipEntry {
  const data = Buffer.from(text);
  return { name, data, crc: crc32(data), size: data.length, stored: true };
}

/** 300 MB of one letter, deflated to ~300 KB, as the archive's main XML part. */
async function bombEntry(name: string): Promise<ZipEntry> {
  const size = 300 * 1024 * 1024;
  const { data, crc } = await deflatedRun(size, 0x61, 'raw');
  return { name, data, crc, size };
}

const wordContentTypes =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A .docx whose word/document.xml inflates to 300 MB; `lying`: its headers declare 1 KB. */
export async function docxBomb(lying = false): Promise<Buffer> {
  const entries = [storedEntry('[Content_Types].xml', wordContentTypes), await bombEntry('word/document.xml')];
  return zipOf(entries, lying ? (entry) => (entry.stored ? entry.size : 1024) : undefined);
}

/** An .odt whose content.xml inflates to 300 MB. */
export async function odtBomb(): Promise<Buffer> {
  return zipOf([storedEntry('mimetype', 'application/vnd.oasis.opendocument.text'), await bombEntry('content.xml')]);
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid 20,000 × 20,000 PNG (one bit per pixel, all white): ~60 KB here, 1.6 GB as a canvas. */
export function hugePng(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8), 0xff);
  row[0] = 0; // no filter
  const pixels = deflateSync(Buffer.concat(Array.from({ length: side }, () => row)), {
    level: constants.Z_BEST_COMPRESSION,
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small JPEG whose frame header declares 30,000 × 30,000 (3.6 GB once decoded). */
export function hugeJpeg(): Buffer {
  const canvas = createCanvas(16, 16);
  canvas.getContext('2d').fillRect(0, 0, 8, 8);
  const jpeg = Buffer.from(canvas.toBuffer('image/jpeg', 80));
  for (let at = 2; at + 9 < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    const marker = jpeg[at + 1];
    if (marker === 0xc0 || marker === 0xc2) {
      jpeg.writeUInt16BE(30_000, at + 5);
      jpeg.writeUInt16BE(30_000, at + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header in the JPEG');
}

/** A real small WebP whose extended header declares 16,384 × 16,384 (1 GB once decoded). */
export function hugeWebp(): Buffer {
  const canvas = createCanvas(16, 16);
  canvas.getContext('2d').fillRect(0, 0, 8, 8);
  const webp = Buffer.from(canvas.toBuffer('image/webp', 80));
  if (webp.subarray(12, 16).toString('latin1') !== 'VP8X') throw new Error('not an extended WebP');
  webp.writeUIntLE(16_383, 24, 3);
  webp.writeUIntLE(16_383, 27, 3);
  return webp;
}

/** 40 MB of Turkish prose, 4 million words. */
export function fortyMegabyteText(): Buffer {
  const line = Buffer.from('Tapu kaydının çevirisi istenmektedir.\n');
  return Buffer.concat(Array.from({ length: Math.ceil((40 * 1024 * 1024) / line.length) }, () => line)).subarray(
    0,
    40 * 1024 * 1024,
  );
}

/** The whole corpus: a decompression bomb or an outsized shape in every format the analyser reads. */
export const hostileCorpus: HostileFile[] = [
  { label: 'a 400 × 100,000 pt PDF page', name: 'uzun.pdf', build: tallPagePdf },
  { label: 'a PDF with 100,000 pages', name: 'sayfalar.pdf', build: hundredThousandPagesPdf },
  { label: 'a PDF stream inflating to 400 MB', name: 'akis.pdf', build: streamBombPdf },
  { label: 'a 20,000 × 20,000 PNG', name: 'dev.png', build: hugePng },
  { label: 'a JPEG declaring 30,000 × 30,000', name: 'dev.jpg', build: hugeJpeg },
  { label: 'a WebP declaring 16,384 × 16,384', name: 'dev.webp', build: hugeWebp },
  { label: 'a .docx zip bomb', name: 'bomba.docx', build: () => docxBomb() },
  { label: 'a .docx zip bomb whose headers understate it', name: 'yalanci.docx', build: () => docxBomb(true) },
  { label: 'an .odt zip bomb', name: 'bomba.odt', build: odtBomb },
  { label: 'a 40 MB text', name: 'uzun.txt', build: fortyMegabyteText },
];
