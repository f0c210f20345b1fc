import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Storage } from '../../lib/storage';
import type { AccountData, ExportFile } from './account-data';

export interface ZipOutcome {
  /** Files listed in the records but no longer stored (removed after their retention period, for one). */
  missing: ExportFile[];
}

/**
 * Writes the export ZIP to `target`, streamed: the files are opened one at a time and decrypted as they are read
 * (lib/encrypted-storage.ts), so neither the archive nor a document is ever held in memory. The JSON goes last,
 * with the list of files that were listed but no longer stored.
 */
export async function writeExportZip(storage: Storage, account: AccountData, target: string): Promise<ZipOutcome> {
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(target));
  const missing: ExportFile[] = [];
  try {
    for (const file of account.files) {
      const opened = await storage.open(file.area, file.name);
      if (!opened) {
        missing.push(file);
        continue;
      }
      zip.addReadStream(opened.stream, `files/${file.area}/${file.name}`, { size: opened.size });
      // the next file is opened once this one has gone into the archive
      await finished(opened.stream);
    }
    const json = { ...account.data, files_no_longer_stored: missing.map((f) => `${f.area}/${f.name}`) };
    zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2)), 'account.json');
    zip.end();
    await written;
  } catch (err) {
    // a file that cannot be read (a wrong key, the bucket away) fails the export; the half-written file is the caller's
    (zip.outputStream as Readable).destroy();
    await written.catch(() => undefined);
    throw err;
  }
  return { missing };
}
