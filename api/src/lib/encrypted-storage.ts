import { rm } from 'node:fs/promises';
import { encryptFile, openSealed, type FileKeyring } from './file-encryption';
import { isPublicArea, type Storage } from './storage';

/**
 * The store with every private area encrypted at rest (lib/file-encryption.ts): an upload is sealed next to its
 * temp file and the sealed copy handed to `inner` (the folder or the bucket), an opened file is decrypted as it is
 * read, and `open` answers the plaintext size from the header. Public areas (avatars, sliders) are images served
 * under /uploads/ and stay as they are. Files stored before encryption are read as they are.
 */
export function encryptedAtRest(inner: Storage, keyring: FileKeyring): Storage {
  return {
    async put(area, tempPath, originalName) {
      if (isPublicArea(area)) return inner.put(area, tempPath, originalName);
      const sealed = `${tempPath}.sealed`;
      try {
        await encryptFile(tempPath, sealed, keyring.current);
        const name = await inner.put(area, sealed, originalName);
        await rm(tempPath, { force: true });
        return name;
      } finally {
        await rm(sealed, { force: true });
      }
    },
    async open(area, fileName) {
      const file = await inner.open(area, fileName);
      if (!file || isPublicArea(area)) return file;
      return openSealed(file.stream, file.size, keyring);
    },
    remove: (area, fileName) => inner.remove(area, fileName),
    ...(inner.ping ? { ping: inner.ping.bind(inner) } : {}),
  };
}
