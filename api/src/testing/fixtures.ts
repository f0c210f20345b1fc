import type { Role } from 'shared-ui/contracts';
import { hashPassword } from '../lib/passwords';
import { testAgent } from './http-agent';
import type { TestApp } from './test-app';

export interface FixtureUser {
  id: number;
  email: string;
  password: string;
  role: Role;
  token: string;
}

let counter = 0;
let cachedHash: Promise<string> | undefined;
export const fixturePassword = 'Fixture-Pass-1!';

/**
 * A verified account made straight in the database, with a session token: for tests of other modules that need
 * a signed-in customer, translator (approved unless said otherwise) or admin without going through the sign-up flow.
 */
export async function createUser(
  app: TestApp,
  role: Role = 'user',
  options: { translatorStatus?: 'pending' | 'approved' | 'rejected'; name?: string; emailNotifications?: boolean } = {},
): Promise<FixtureUser> {
  counter += 1;
  cachedHash ??= hashPassword(fixturePassword);
  const email = `${role}${counter}-${Date.now()}@example.com`;
  const [row] = await app
    .db('users')
    .insert({
      name: options.name ?? `${role[0]?.toUpperCase()}${role.slice(1)}${counter}`,
      surname: 'Test',
      email,
      password_hash: await cachedHash,
      role,
      phone: '+905321234567',
      birth_date: '1990-01-01',
      email_verified_at: app.db.fn.now(),
      email_notifications: options.emailNotifications ?? true,
    })
    .returning(['id', 'token_version']);
  if (role === 'translator') {
    await app.db('translator_profiles').insert({
      user_id: row.id,
      status: options.translatorStatus ?? 'approved',
      education_level: 'lisans',
      university_name: 'İstanbul Üniversitesi',
      university_department: 'Mütercim Tercümanlık',
      experience: '5 yıl',
    });
  }
  // a fixture account has consented to the privacy notice in force, as the sign-up form makes everyone do
  const [notice] = await app.db('privacy_notices').max('version as version');
  await app
    .db('privacy_consents')
    .insert({ user_id: row.id, notice_version: notice?.version ?? null, given: true, source: 'signup' });
  const token = app.deps.tokens.sign({ sub: row.id, role, tv: row.token_version });
  return { id: row.id, email, password: fixturePassword, role, token };
}

/** fetch against the test server with JSON in and out, a bearer token and a language. */
export async function api(
  app: TestApp,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; lang?: 'tr' | 'en'; form?: FormData } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API tests read answers of every shape; their expectations check the contract, so typing each answer here would only add casts
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { 'Accept-Language': options.lang ?? 'tr' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${app.url}/api${path}`, { method, headers, body, dispatcher: testAgent } as RequestInit);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/**
 * A job of `owner`'s made straight in the database, newest of all, in `status`: assigned to `translator` unless it
 * waits or was cancelled, paid once work has started. For tests of what a job's row shows, not of the order flow.
 */
export async function insertJob(
  app: TestApp,
  owner: FixtureUser,
  translator: FixtureUser,
  options: { status?: string; hidden?: boolean } = {},
): Promise<number> {
  const status = options.status ?? 'waiting';
  const [row] = await app
    .db('jobs')
    .insert({
      user_id: owner.id,
      file_name: '1700000000000-belge.pdf',
      file_mime: 'application/pdf',
      file_size: 2048,
      description: 'Tapu',
      source_lang: 'Türkçe',
      target_lang: 'İngilizce',
      translation_type: 'sworn',
      specialization: 'legal',
      delivery_date: '2099-01-01',
      status,
      assigned_translator_id: status === 'waiting' || status === 'cancelled' ? null : translator.id,
      is_paid: status === 'in_progress' || status === 'completed',
      hidden_at: options.hidden ? new Date() : null,
    })
    .returning('id');
  return (row as { id: number }).id;
}
