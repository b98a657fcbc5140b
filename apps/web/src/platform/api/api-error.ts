import type { FieldError } from '@atrium/contract';

/** Why a request failed; `code` is the envelope code, or a transport reason. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number | 'timeout' | 'aborted' | 'network',
    readonly httpStatus: number | null,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
