// The text of the documents we read but do not lay out (Word, OpenDocument), drawing nothing: what both the preview
// (read-text.mjs) and the estimate's count (count-worker.mjs) read. Archives are inflated through capped-zip.mjs.
import { createRequire } from 'node:module';
import { readZipEntries } from './capped-zip.mjs';

const require = createRequire(import.meta.url);

/** The parts of a .docx that mammoth reads for its text: the XML, never the pictures in word/media. */
const isWordXml = (name) => /\.(xml|rels)$/i.test(name);

export async function wordText(bytes) {
  // inflated once under the cap first: mammoth (through JSZip) inflates what it reads without any cap
  await readZipEntries(bytes, isWordXml);
  const mammoth = require('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  return value;
}

/** OpenDocument text (.odt): a zip whose content.xml holds the text, paragraph by paragraph. */
export async function openDocumentText(bytes) {
  const xml = (await readZipEntries(bytes, (name) => name === 'content.xml')).get('content.xml')?.toString('utf8');
  if (xml === undefined) throw new Error('no content.xml');
  return xml
    .replace(/<\/text:(p|h)>/g, '\n')
    .replace(/<text:(s|tab)\/>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
