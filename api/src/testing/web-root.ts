import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the built front ends (WEB_ROOT): the given files, by path under the root, in a fresh temporary
 * folder. API tests use it so they do not depend on `npm run build` having run before them.
 */
export function makeWebRoot(files: Record<string, string>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
