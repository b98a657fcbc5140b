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

/**
 * Ends a user action whose request may be refused (a confirmed 冲销, a row action): the refusal,
 * an ApiError, was told by the api client (or by the screen, for a silent call), so it ends here
 * and a confirmation closes; anything else is a bug and is thrown on.
 */
export async function settleRefusal(action: unknown): Promise<void> {
  try {
    await action;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}
