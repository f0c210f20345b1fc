// Reads entries of a zip archive (.docx, .odt) with a cap on the total bytes inflated (document-caps.mjs): a zip
// bomb stops at the cap instead of filling the memory. yauzl also refuses an entry that inflates to more than the
// size its header declares.
import yauzl from 'yauzl';
import { MAX_ARCHIVE_ENTRIES, MAX_INFLATED_BYTES } from './document-caps.mjs';

/** The inflated entries whose names `wanted` accepts; throws once the archive would inflate past the cap. */
export function readZipEntries(bytes, wanted, cap = MAX_INFLATED_BYTES) {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err) return reject(err);
      const found = new Map();
      let entries = 0;
      let inflated = 0;
      const fail = (reason) => {
        zip.close();
        reject(reason instanceof Error ? reason : new Error(reason));
      };
      zip.on('error', fail);
      zip.on('end', () => resolve(found));
      zip.on('entry', (entry) => {
        entries += 1;
        if (entries > MAX_ARCHIVE_ENTRIES) return fail(`more than ${MAX_ARCHIVE_ENTRIES} entries`);
        if (!wanted(entry.fileName)) return zip.readEntry();
        if (inflated + entry.uncompressedSize > cap) return fail(`inflates past ${cap} bytes`);
        zip.openReadStream(entry, (openErr, stream) => {
          if (openErr) return fail(openErr);
          const chunks = [];
          stream.on('data', (chunk) => {
            inflated += chunk.length;
            if (inflated > cap) {
              stream.destroy();
              return fail(`inflates past ${cap} bytes`);
            }
            chunks.push(chunk);
          });
          stream.on('error', fail);
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
