import type { ApiErrorBody } from '../contracts';

/** A failed API call: the server's localized message, its code and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    let body: Partial<ApiErrorBody> = {};
    try {
      body = (await res.json()) as Partial<ApiErrorBody>;
    } catch {
      // not JSON: keep the defaults
    }
    return new ApiError(res.status, body.message ?? res.statusText, body.code ?? 'error', body.fields ?? {});
  }
}

/** A network failure (no answer at all): the spec's 'Sunucu hatası oluştu.' case. */
export class NetworkError extends Error {}
