import { readdirSync } from 'node:fs';
import path from 'node:path';
import { todayInIstanbul, type JobStatus } from 'shared-ui/contracts';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';

/** Shared set-up of the job tests: real uploads through the API, states put in place straight in the database. */

export function daysFromToday(days: number): string {
  const [y, m, d] = todayInIstanbul().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The checklist a translator confirms before completing a sworn, notarised or apostille job. */
export const confirmedChecklist = { names: true, stamp: true, source: true };

export const pdfBytes = (text = 'hello') =>
  Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% ${text}\ntrailer <<>>\n%%EOF\n`);

export function uploadForm(
  fields: Record<string, string | undefined> = {},
  file: { bytes: Buffer; name: string } | null = { bytes: pdfBytes(), name: 'belge.pdf' },
): FormData {
  const form = new FormData();
  const values: Record<string, string | undefined> = {
    description: 'Tapu kaydı çevirisi',
    source_lang: 'Türkçe',
    target_lang: 'İngilizce',
    delivery_date: daysFromToday(7),
    translation_type: 'sworn',
    specialization: 'legal',
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) if (v !== undefined) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

export function outputsForm(files: { bytes: Buffer; name: string }[]): FormData {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)]), f.name);
  return form;
}

export async function uploadJob(
  app: TestApp,
  customer: FixtureUser,
  fields: Record<string, string | undefined> = {},
): Promise<{ id: number; file_name: string }> {
  const res = await api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm(fields) });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Puts a job straight into a state, as the state machine would have left it. */
export async function putJobInState(
  app: TestApp,
  jobId: number,
  status: JobStatus,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await app
    .db('jobs')
    .where({ id: jobId })
    .update({ status, ...extra });
}

export async function adminToken(app: TestApp): Promise<string> {
  return (await createUser(app, 'admin')).token;
}

export function filesIn(app: TestApp, area: 'documents' | 'output'): string[] {
  try {
    return readdirSync(path.join(app.dataDir, 'files', 'private', area));
  } catch {
    return [];
  }
}

export async function download(
  app: TestApp,
  url: string,
  token?: string,
): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await fetch(`${app.url}${url}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}
