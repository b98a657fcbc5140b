import {
  HEADER_FROM,
  HEADER_FROM_VALUE,
  HEADER_FROMSTAMP,
  HEADER_IDEMPOTENCY_KEY,
  HEADER_ORGANIZATION,
  type HttpMethod,
  REQUEST_TIMEOUT_MS,
} from '@atrium/contract';
import { ApiError } from './api-error';
import { type CatalogueText, type Effect, interpretResponse, type Transport } from './error-catalogue';
import { newIdempotencyKey } from './idempotency-key';
import { blankNullish, toQueryString } from './request-payload';

export interface RequestOptions {
  method?: HttpMethod;
  url: string;
  /** Query values; for GET and DELETE `data` is sent here too (spec §7). */
  params?: Record<string, unknown>;
  /** Body for POST, PUT and PATCH. */
  data?: unknown;
  /** Milliseconds before the request is abandoned; default 60 s (spec §9). */
  timeout?: number;
  /** Opt out of the error message for body codes other than 200 (spec §8). */
  silent?: boolean;
  /** Marks the login request: a 401 then means wrong credentials, not an expired session. */
  loginFlag?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The `Idempotency-Key` of a write (anything but GET); a new one per call when not given. Pass the
   * same key to send one user action again, so the server makes its record once.
   */
  idempotencyKey?: string;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  baseUrl: string;
  getToken(): string | null;
  getOrganizationId(): number | string | null;
  getLocale(): string;
  translate(key: CatalogueText): string;
  runEffect(effect: Effect): void;
  now(): number;
  /** A fresh `Idempotency-Key`; a random UUID by default. */
  newIdempotencyKey?(): string;
  /** Waits before a request is sent again after a 503; a timer by default. */
  wait?(ms: number): Promise<void>;
}

export type RequestFn = <T>(options: RequestOptions) => Promise<T>;

const QUERY_METHODS: readonly HttpMethod[] = ['GET', 'DELETE'];

/**
 * The longest wait before a 503 is tried once more: a process stopping asks for 5 s (another
 * process, or the restarted one, answers by then), a restarting database for 1 s.
 */
export const RETRY_AFTER_LIMIT_MS = 5_000;

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient(deps: ApiClientDeps): RequestFn {
  return async function request<T>(options: RequestOptions): Promise<T> {
    const method = options.method ?? 'GET';
    const inQuery = QUERY_METHODS.includes(method);
    const query = inQuery
      ? { ...(options.params ?? {}), ...((options.data as Record<string, unknown> | undefined) ?? {}) }
      : options.params;
    const url = `${deps.baseUrl}${options.url}${toQueryString(blankNullish(query) as Record<string, unknown>)}`;

    const headers: Record<string, string> = {
      Accept: 'application/json',
      [HEADER_FROM]: HEADER_FROM_VALUE,
      [HEADER_FROMSTAMP]: String(deps.now()),
      'Accept-Language': deps.getLocale(),
      ...options.headers,
    };
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const organizationId = deps.getOrganizationId();
    if (organizationId !== null && organizationId !== '')
      headers[HEADER_ORGANIZATION] = String(organizationId);

    let body: string | FormData | undefined;
    if (!inQuery && options.data instanceof FormData) {
      // A file upload: the browser writes the multipart Content-Type with its boundary.
      body = options.data;
    } else if (!inQuery && options.data !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(blankNullish(options.data));
    }

    // A write carries one key for all its attempts: the server answers a repeat of it once.
    const idempotent = method !== 'GET';
    if (idempotent)
      headers[HEADER_IDEMPOTENCY_KEY] =
        options.idempotencyKey ?? (deps.newIdempotencyKey ?? newIdempotencyKey)();
    const send = () => sendOnce(deps.fetch, url, { method, headers, body }, options);
    let transport = await send();
    // A write that got no answer (the connection dropped) may or may not have been done: sent
    // again under its key, the server does it once or answers what it did. Not an upload: the
    // server cannot compare a multipart body before it runs, so it ignores an upload's key.
    const upload = body instanceof FormData;
    if (transport.kind === 'network' && idempotent && !upload) transport = await send();
    // 503 + Retry-After: the server did nothing (it is stopping, or its database restarting); a
    // read, or a write under its key, is sent once more after the wait it asked for.
    const retryAfterMs = transport.kind === 'response' ? transport.retryAfterMs : undefined;
    if (retryAfterMs !== undefined && !upload) {
      await (deps.wait ?? defaultWait)(Math.min(retryAfterMs, RETRY_AFTER_LIMIT_MS));
      transport = await send();
    }

    const outcome = interpretResponse(
      transport,
      { silent: options.silent ?? false, loginFlag: options.loginFlag ?? false, hasToken: token !== null },
      deps.translate,
    );
    if (outcome.ok) return outcome.data as T;
    for (const effect of outcome.effects) deps.runEffect(effect);
    throw new ApiError(outcome.message, outcome.code, outcome.httpStatus, outcome.fieldErrors);
  };
}

/** One attempt: the answer read, or why none came (our timeout, the network); a cancel throws. */
async function sendOnce(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  options: RequestOptions,
): Promise<Transport> {
  // One controller for both our timeout and the caller's signal, so either ends the request.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  try {
    const response = await fetchFn(url, { ...init, signal: controller.signal });
    return {
      kind: 'response',
      httpStatus: response.status,
      body: await readBody(response),
      retryAfterMs: response.status === 503 ? retryAfterMsOf(response.headers.get('retry-after')) : undefined,
    };
  } catch (error) {
    if (options.signal?.aborted && !timedOut) {
      // The caller cancelled on purpose (e.g. a screen unmounted): nothing to tell the user.
      throw new ApiError('aborted', 'aborted', null);
    }
    const aborted = timedOut || (error instanceof DOMException && error.name === 'AbortError');
    return aborted
      ? { kind: 'timeout' }
      : { kind: 'network', message: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** A `Retry-After` in seconds (the form this server sends); a date or nothing is no invitation. */
function retryAfterMsOf(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim()) * 1000;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await response.json();
    } catch {
      return null;
    }
  }
  // A file to save (e.g. a CSV export) keeps its exact bytes, byte-order mark included.
  const attachment = response.headers.get('content-disposition')?.startsWith('attachment') ?? false;
  if (type.startsWith('text/') && !attachment) return response.text();
  return response.status === 204 ? null : response.blob();
}
