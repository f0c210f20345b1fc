import { getLanguage } from '../i18n/language';
import { clearSession, getSession } from '../session/session-store';
import { ApiError, NetworkError } from './api-error';

export const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  form?: FormData;
  /** Public calls (spec 6) carry no token. */
  public?: boolean;
  signal?: AbortSignal;
}

function headers(options: RequestOptions): Record<string, string> {
  const h: Record<string, string> = { 'Accept-Language': getLanguage(), Accept: 'application/json' };
  const session = options.public ? null : getSession();
  if (session) h.Authorization = `Bearer ${session.token}`;
  if (options.body !== undefined && !options.form) h['Content-Type'] = 'application/json';
  return h;
}

/** A token the server no longer accepts ends the session here too. */
function handleUnauthorized(status: number, options: RequestOptions): void {
  if (status === 401 && !options.public && getSession()) clearSession();
}

/** One JSON call to /api; throws ApiError with the server's localized message, or NetworkError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (options.body !== undefined || options.form ? 'POST' : 'GET'),
      headers: headers(options),
      body: options.form ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new NetworkError('network');
  }
  if (!res.ok) {
    handleUnauthorized(res.status, options);
    throw await ApiError.fromResponse(res);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A file behind the session (a receipt): fetched with the bearer token, then handed to the browser as a download
 * under `fileName`. Throws ApiError or NetworkError like apiRequest.
 */
export async function apiDownload(path: string, fileName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { headers: { ...headers({}), Accept: '*/*' } });
  } catch {
    throw new NetworkError('network');
  }
  if (!res.ok) {
    handleUnauthorized(res.status, {});
    throw await ApiError.fromResponse(res);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** A multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  options: RequestOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `${API_BASE}${path}`);
    for (const [k, v] of Object.entries(headers({ ...options, form }))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new NetworkError('network'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      handleUnauthorized(xhr.status, options);
      const b = (body ?? {}) as { message?: string; code?: string; fields?: Record<string, string> };
      reject(new ApiError(xhr.status, b.message ?? xhr.statusText, b.code ?? 'error', b.fields ?? {}));
    };
    xhr.send(form);
  });
}

/** The message to show for a failed call: the server's text, else the screen's default. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}
