import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '../lib/passwords';

/**
 * The name of an admin this file creates: mails greet a person by their first name, and "Merhaba Yönetici," reads
 * right where the earlier "Site" + "Yöneticisi" gave "Merhaba Site,". No surname: the account is the office's, not
 * a person's, and every full name is built from the parts there are. The admin can rename it under Profil.
 */
export const seededAdminName = { name: 'Yönetici', surname: '' } as const;
/** The name the first versions gave the seeded admin; an admin still carrying it is renamed at start. */
const formerSeededName = { name: 'Site', surname: 'Yöneticisi' } as const;

export type AdminBootstrap =
  | { kind: 'configured'; email: string }
  | { kind: 'reset'; email: string }
  | { kind: 'generated'; email: string; password: string }
  | { kind: 'exists' };

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: that admin exists, created with that password when missing. An existing account keeps
 * its password and its sessions — a restart or a deploy never signs anyone out, and a password changed in the UI
 * stays changed — unless `reset` (ADMIN_PASSWORD_RESET=true) asks for the password to be set, which also signs the
 * account out everywhere (ARCHITECTURE §2).
 * Neither set and no admin yet: one is generated and its password is returned to be printed once.
 */
export async function ensureAdmin(
  db: Knex,
  email?: string,
  password?: string,
  options: { reset?: boolean } = {},
): Promise<AdminBootstrap> {
  // Looked up first: an update, even of no row, tells every open job list that names changed (migration 0590).
  const formerlySeeded = db('users').where({ role: 'admin', ...formerSeededName });
  if (await formerlySeeded.clone().first('id')) await formerlySeeded.update(seededAdminName);
  if (email && password) {
    const normalized = email.trim().toLowerCase();
    const existing = await db('users')
      .whereRaw('lower(email) = ?', [normalized])
      .whereNull('deleted_at')
      .first('id', 'role', 'token_version');
    if (!existing) {
      await db('users').insert({
        ...seededAdminName,
        email: normalized,
        password_hash: await hashPassword(password),
        role: 'admin',
        email_verified_at: db.fn.now(),
      });
      return { kind: 'configured', email: normalized };
    }
    if (options.reset) {
      await db('users')
        .where({ id: existing.id })
        .update({
          role: 'admin',
          password_hash: await hashPassword(password),
          email_verified_at: db.fn.now(),
          token_version: existing.token_version + 1,
        });
      return { kind: 'reset', email: normalized };
    }
    // An account of that address made some other way is made the admin, as configured; nothing else changes.
    if (existing.role !== 'admin') await db('users').where({ id: existing.id }).update({ role: 'admin' });
    return { kind: 'configured', email: normalized };
  }
  const anyAdmin = await db('users').where({ role: 'admin' }).whereNull('deleted_at').first('id');
  if (anyAdmin) return { kind: 'exists' };
  const generatedEmail = 'admin@tercumeodasi.local';
  const generatedPassword = `${randomBytes(9).toString('base64url')}aA1!`;
  await db('users').insert({
    ...seededAdminName,
    email: generatedEmail,
    password_hash: await hashPassword(generatedPassword),
    role: 'admin',
    email_verified_at: db.fn.now(),
  });
  return { kind: 'generated', email: generatedEmail, password: generatedPassword };
}
