import { specCalls, type SpecCall, type SpecCallKey } from './spec-calls';

/** A file as a multipart field carries it. */
export interface FilePart {
  bytes: Buffer;
  name: string;
}
export type FieldValue = string | number | boolean | null | FilePart | FilePart[];
export type Fields = Record<string, FieldValue>;

export interface SpecRequest {
  method: string;
  /** Below the /api base, query string included. */
  path: string;
  token?: string;
  json?: unknown;
  form?: FormData;
}
export interface SpecAnswer {
  status: number;
  body: unknown;
}
/** Sends a request: the running API in the suite, a fake handler in the checker's own test. */
export type Transport = (request: SpecRequest) => Promise<SpecAnswer>;

export interface CallOptions {
  token?: string;
  /** Values of the path's {placeholders}. */
  params?: Record<string, string | number>;
  /** The spec's fields and nothing else; an array sends a JSON list of such objects (update-order). */
  fields?: Fields | Fields[];
}

export interface CheckedCall extends SpecAnswer {
  /** Where the answer departs from the table; empty when the call kept its contract. */
  problems: string[];
}

const isFile = (value: FieldValue): value is FilePart | FilePart[] =>
  Array.isArray(value) || (typeof value === 'object' && value !== null && 'bytes' in value);

/** The field names a request may carry for this call: the spec's, and all of the required ones. */
function assertSpecFields(key: string, call: SpecCall, fields: Fields): void {
  const extra = Object.keys(fields).filter((name) => !call.fields.includes(name));
  if (extra.length) throw new Error(`${key}: ${extra.join(', ')} is not a field of SPEC §${call.section}`);
  const optional = call.optional ?? [];
  const missing = call.fields.filter((name) => !(name in fields) && !optional.includes(name));
  if (missing.length) throw new Error(`${key}: the spec's ${missing.join(', ')} must be sent`);
}

function pathOf(key: string, params: Record<string, string | number>): string {
  const template = key.slice(key.indexOf(' ') + 1);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${key}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

function formOf(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    if (isFile(value))
      for (const file of Array.isArray(value) ? value : [value])
        form.append(name, new Blob([new Uint8Array(file.bytes)]), file.name);
    else form.append(name, String(value));
  }
  return form;
}

/** The request a client that follows the spec sends for this call: only the spec's fields, as the spec sends them. */
export function specRequest(key: SpecCallKey, options: CallOptions = {}): SpecRequest {
  const call: SpecCall = specCalls[key];
  const fieldSets = Array.isArray(options.fields) ? options.fields : [options.fields ?? {}];
  for (const fields of fieldSets) assertSpecFields(key, call, fields);
  const method = key.slice(0, key.indexOf(' '));
  const request: SpecRequest = { method, path: pathOf(key, options.params ?? {}), token: options.token };
  const first = fieldSets[0] ?? {};
  if (call.send === 'json') request.json = Array.isArray(options.fields) ? options.fields : first;
  if (call.send === 'multipart') request.form = formOf(first);
  if (call.send === 'query') {
    const query = new URLSearchParams(Object.entries(first).map(([name, value]) => [name, String(value)]));
    if (query.size) request.path += `?${query.toString()}`;
  }
  return request;
}

/** The fields a 400 names that the spec does not send: a required field a route gained. */
function gainedFields(call: SpecCall, body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return [];
  const fields = (body as { fields: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return [];
  return Object.keys(fields).filter((name) => !call.fields.includes(name.split('.')[0] ?? name));
}

/**
 * Sends the call as the spec writes it and compares the answer with the table: the status, then the answer's shape.
 * A route that now needs a field the spec does not send answers 400 naming it; the problem says so.
 */
export async function checkCall(
  transport: Transport,
  key: SpecCallKey,
  options: CallOptions = {},
): Promise<CheckedCall> {
  const call: SpecCall = specCalls[key];
  const answer = await transport(specRequest(key, options));
  const problems: string[] = [];
  if (answer.status !== call.status) {
    const gained = gainedFields(call, answer.body);
    const detail = gained.length ? `; it requires ${gained.join(', ')}, which the spec does not send` : '';
    problems.push(
      `${key} answered ${answer.status}, the contract says ${call.status}${detail}: ${JSON.stringify(answer.body)?.slice(0, 400)}`,
    );
  } else {
    const parsed = call.answer.safeParse(answer.body);
    if (!parsed.success)
      for (const issue of parsed.error.issues.slice(0, 5))
        problems.push(`${key} answer drifted at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return { ...answer, problems };
}
