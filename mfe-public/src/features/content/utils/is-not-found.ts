import { ApiError } from 'shared-ui';

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
