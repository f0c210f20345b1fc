import type { MessageCode } from 'shared-ui/contracts';

/** Deep code throws one of these; errors/error-handler.ts turns it into a localized answer. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode | string,
    readonly fields?: Record<string, MessageCode | string>,
  ) {
    super(code);
  }
}

export class ValidationError extends AppError {
  constructor(fields: Record<string, MessageCode | string>, code: MessageCode | string = 'validationFailed') {
    super(400, code, fields);
  }
}
export class UnauthorizedError extends AppError {
  constructor(code: MessageCode | string = 'unauthenticated') {
    super(401, code);
  }
}
export class ForbiddenError extends AppError {
  constructor(code: MessageCode | string = 'forbidden') {
    super(403, code);
  }
}
export class NotFoundError extends AppError {
  constructor(code: MessageCode | string = 'notFound') {
    super(404, code);
  }
}
export class ConflictError extends AppError {
  constructor(code: MessageCode | string = 'conflict', fields?: Record<string, MessageCode | string>) {
    super(409, code, fields);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(code: MessageCode | string = 'payloadTooLarge') {
    super(413, code);
  }
}
export class UnsupportedFileTypeError extends AppError {
  constructor(code: MessageCode | string = 'unsupportedFileType', fields?: Record<string, MessageCode | string>) {
    super(415, code, fields);
  }
}
/** The database (or another service we depend on) cannot be reached: try again shortly. */
export class ServiceUnavailableError extends AppError {
  constructor(
    readonly retryAfterSeconds = 5,
    code: MessageCode | string = 'serviceUnavailable',
  ) {
    super(503, code);
  }
}
/** The bucket does not answer: only the file operation fails, the rest of the site keeps serving. */
export class StorageUnavailableError extends ServiceUnavailableError {
  constructor(cause?: unknown) {
    super(10, 'storageUnavailable');
    this.cause = cause;
  }
}
/**
 * A stored file that cannot be decrypted: its key is not among FILES_KEY and FILES_KEY_PREVIOUS, or its bytes were
 * changed (lib/file-encryption.ts). Not the visitor's fault and not a crash: 503 with the cause in the log.
 */
export class FileUnreadableError extends ServiceUnavailableError {
  constructor(readonly reason: string) {
    super(60, 'fileUnreadable');
    this.message = `stored file unreadable: ${reason}`;
  }
}
export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'tooManyRequests');
  }
}
