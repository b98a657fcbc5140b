import type { BodyCode, FieldError } from '@atrium/contract';
import { AUTH_FAILURE_RELOAD_MS, HTTP_401_RELOAD_MS } from '@atrium/contract';

/**
 * The contract's BodyCode.ok / .unauthorized, checked against it by type. Not imported as values:
 * they live beside module-level zod schemas (http.ts), which would then ride onto the login page.
 */
const CODE_OK: typeof BodyCode.ok = 200;
const CODE_UNAUTHORIZED: typeof BodyCode.unauthorized = 401;

/**
 * spec §8, the error catalogue, as a pure function: given what came back, decide what the user
 * sees and what happens to the session. The api client only executes the decision.
 */
export type Transport =
  | {
      kind: 'response';
      httpStatus: number;
      body: unknown;
      /** A 503's `Retry-After`, when it invites the request again. */
      retryAfterMs?: number;
    }
  | { kind: 'timeout' }
  | { kind: 'network'; message: string };

export interface CatalogueOptions {
  /** The request opted out of error messages (body codes other than 200/401). */
  silent: boolean;
  /** The login request: a 401 means wrong credentials, not an expired session. */
  loginFlag: boolean;
  hasToken: boolean;
}

export type Effect =
  | { type: 'message'; text: string }
  | { type: 'notification'; title: string; description?: string }
  | { type: 'logoutAndReload'; delayMs: number };

export type Outcome =
  | { ok: true; data: unknown }
  | {
      ok: false;
      code: number | 'timeout' | 'network';
      httpStatus: number | null;
      message: string;
      fieldErrors: FieldError[];
      effects: Effect[];
    };

/** Translation keys the catalogue uses; the caller resolves them in the current locale. */
export type CatalogueText =
  | 'request.systemError'
  | 'request.forbiddenTitle'
  | 'request.unauthorizedTitle'
  | 'request.unauthorizedDescription'
  | 'request.timeoutTitle'
  | 'request.timeoutDescription';

interface EnvelopeLike {
  code: number;
  msg?: unknown;
  message?: unknown;
  data?: unknown;
}

function asEnvelope(body: unknown): EnvelopeLike | null {
  if (typeof body !== 'object' || body === null) return null;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'number' ? (body as EnvelopeLike) : null;
}

function serverText(envelope: EnvelopeLike | null): string {
  for (const candidate of [envelope?.msg, envelope?.message]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return '';
}

function fieldErrorsOf(envelope: EnvelopeLike | null): FieldError[] {
  const data = envelope?.data as { fieldErrors?: unknown } | null | undefined;
  return Array.isArray(data?.fieldErrors) ? (data.fieldErrors as FieldError[]) : [];
}

export function interpretResponse(
  transport: Transport,
  options: CatalogueOptions,
  t: (key: CatalogueText) => string,
): Outcome {
  if (transport.kind === 'timeout') {
    const description = t('request.timeoutDescription');
    return {
      ok: false,
      code: 'timeout',
      httpStatus: null,
      message: description,
      fieldErrors: [],
      effects: [{ type: 'notification', title: t('request.timeoutTitle'), description }],
    };
  }
  if (transport.kind === 'network') {
    const message = t('request.systemError');
    return {
      ok: false,
      code: 'network',
      httpStatus: null,
      message,
      fieldErrors: [],
      effects: options.silent ? [] : [{ type: 'message', text: message }],
    };
  }

  const { httpStatus, body } = transport;
  const envelope = asEnvelope(body);
  const text = serverText(envelope);
  const fail = (code: number, message: string, effects: Effect[]): Outcome => ({
    ok: false,
    code,
    httpStatus,
    message,
    fieldErrors: fieldErrorsOf(envelope),
    effects,
  });

  if (httpStatus === 403) {
    // The server's reason says it is forbidden already (没有权限：缺少…): shown once, as the title,
    // not under a 'Forbidden' title ("Forbidden: Forbidden: …").
    const reason = text || t('request.forbiddenTitle');
    return fail(envelope?.code ?? 403, reason, [{ type: 'notification', title: reason }]);
  }
  if (httpStatus === 401 && !options.loginFlag) {
    const description = t('request.unauthorizedDescription');
    return fail(envelope?.code ?? 401, text || description, [
      { type: 'notification', title: t('request.unauthorizedTitle'), description },
      ...(options.hasToken ? [{ type: 'logoutAndReload' as const, delayMs: HTTP_401_RELOAD_MS }] : []),
    ]);
  }

  if (envelope) {
    if (envelope.code === CODE_OK && httpStatus < 400) return { ok: true, data: envelope.data ?? null };
    if (envelope.code === CODE_UNAUTHORIZED && !options.loginFlag) {
      return fail(401, text || t('request.unauthorizedDescription'), [
        { type: 'logoutAndReload', delayMs: 0 },
      ]);
    }
    const message = text || t('request.systemError');
    return fail(envelope.code, message, options.silent ? [] : [{ type: 'message', text: message }]);
  }

  // Not an envelope: a success status passes the raw body through (files, plain text).
  if (httpStatus >= 200 && httpStatus < 300) return { ok: true, data: body };
  const message = t('request.systemError');
  return fail(httpStatus, message, options.silent ? [] : [{ type: 'message', text: message }]);
}

/** spec §7: the auth list answering a code other than 200 logs out and reloads after 500 ms. */
export const AUTH_LIST_FAILURE_EFFECT: Effect = { type: 'logoutAndReload', delayMs: AUTH_FAILURE_RELOAD_MS };
