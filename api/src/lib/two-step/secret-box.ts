import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FileKeyring } from '../file-encryption';

/**
 * A small secret sealed with the files key (AES-256-GCM, config/files-key.ts): the key's id, a nonce, the
 * ciphertext and its tag, in base64. `context` (the account, say) is the additional data, so a sealed value copied
 * to another account's row does not open there. Older keys of the ring still open what they sealed.
 *
 * Layout: key id (8) · nonce (12) · tag (16) · ciphertext.
 */
export function sealSecret(keyring: FileKeyring, context: string, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, nonce);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([keyring.current.id, nonce, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The secret, or an Error saying why not (an unknown key, a changed value, another account's value). */
export function openSecret(keyring: FileKeyring, context: string, stored: string): string {
  const bytes = Buffer.from(stored, 'base64');
  const keyId = bytes.subarray(0, 8);
  const key = [keyring.current, ...keyring.previous].find((k) => k.id.equals(keyId));
  if (!key) throw new Error(`sealed with key ${keyId.toString('hex')}, which is neither FILES_KEY nor a previous one`);
  const decipher = createDecipheriv('aes-256-gcm', key.key, bytes.subarray(8, 20));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(20, 36));
  return Buffer.concat([decipher.update(bytes.subarray(36)), decipher.final()]).toString('utf8');
}
