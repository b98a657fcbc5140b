import { type Endpoint, envelope, type Locale } from '@atrium/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { okEnvelope } from './envelope.js';
import type { MessageKey } from './messages.js';
import { parseInput } from './parse-input.js';
import type { Member } from './request-context.js';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
/** Parsed (output) types of an endpoint's inputs, as handlers and services receive them. */
export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType, z.ZodType> ? Output<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType, z.ZodType> ? Output<B> : never;
export type ParamsOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer P, z.ZodType> ? Output<P> : never;
export type AnswerOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer A> ? z.input<A> : never;

export interface EndpointContext<E extends Endpoint> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  params: ParamsOf<E>;
  locale: Locale;
  /** The signed-in caller; only on endpoints that are not public (reading it elsewhere throws). */
  readonly member: Member;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface BindOptions {
  /** Per-address limit for this route (@fastify/rate-limit), e.g. on sign-in. */
  rateLimit?: { max: number; timeWindow: number | string };
  /** The envelope's `msg` on success when the spec names one (e.g. 工作状态切换成功); 操作成功 otherwise. */
  successMessage?: MessageKey;
  /**
   * Keep a JSON body unparsed in `request.rawBody` (the endpoint declares no body): for signed
   * webhooks, whose signature covers the exact bytes (json-body.ts). Such a route skips the input
   * guard here: it reads the body with `openSignedDelivery` (webhooks/webhook-body.ts), which
   * checks the signature and then guards the body.
   */
  rawBody?: boolean;
}

/**
 * The one way an endpoint becomes a route: path, method and access come from the contract,
 * inputs are parsed with the contract's schemas in the caller's locale, and the handler's result
 * is wrapped in the `{code, msg, data}` envelope. Access is enforced by access-control.ts from
 * `config.access` before any of this runs; a write's `Idempotency-Key` is answered around the
 * handler by platform/idempotency (a repeat replays the first success without calling it).
 */
export function bindEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: EndpointContext<E>) => Promise<AnswerOf<E>>,
  options: BindOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.rawBody ? { rawBody: true } : {}),
    },
    schema: { ...docsSchema(endpoint), response: { 200: envelope(endpoint.answer) } },
    handler: async (request, reply) =>
      okEnvelope(
        await handler(endpointContext(endpoint, request, reply)),
        request.locale,
        options.successMessage,
      ),
  });
}

/** The OpenAPI description of an endpoint's inputs (answers are added by the binder). */
export function docsSchema(endpoint: Endpoint) {
  return {
    summary: endpoint.summary,
    tags: [endpoint.path.split('/')[2] ?? 'erp'],
    ...('public' in endpoint.access ? {} : { security: [{ bearer: [] }] }),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
  };
}

/** An endpoint's inputs parsed with its contract schemas in the caller's locale, and the caller. */
export function endpointContext<E extends Endpoint>(
  endpoint: E,
  request: FastifyRequest,
  reply: FastifyReply,
): EndpointContext<E> {
  const locale = request.locale;
  return {
    query: endpoint.query ? parseInput(endpoint.query, request.query, locale) : undefined,
    params: endpoint.params ? parseInput(endpoint.params, request.params, locale) : undefined,
    body: endpoint.body ? parseInput(endpoint.body, request.body, locale) : undefined,
    locale,
    get member(): Member {
      if (!request.member) throw new Error(`${endpoint.path} is public: it has no member`);
      return request.member;
    },
    request,
    reply,
  } as EndpointContext<E>;
}

/**
 * Route schemas carry zod objects for the OpenAPI document only: inputs are parsed by
 * bindEndpoint (with per-request locale, which Fastify's validator can't do) and answers are
 * plain JSON.
 */
export function useZodSchemasForDocsOnly(app: FastifyInstance): void {
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
