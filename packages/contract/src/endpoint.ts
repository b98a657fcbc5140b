import type { z } from 'zod';
import type { PermissionKey } from './permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone, no token;
 * - `signedIn`: any signed-in member of the organization;
 * - a permission key: signed in and granted that key in the organization;
 * - any of several keys: signed in and granted at least one of them (spec §6 shows the AI panel
 *   with customerActivityParsing or customerDetailParsing).
 */
export type Access =
  | { public: true }
  | { signedIn: true }
  | { permission: PermissionKey }
  | { anyPermission: readonly [PermissionKey, ...PermissionKey[]] };

export const PUBLIC: Access = { public: true };
export const SIGNED_IN: Access = { signedIn: true };
export const permission = (key: PermissionKey): Access => ({ permission: key });
export const anyPermission = (first: PermissionKey, ...others: PermissionKey[]): Access => ({
  anyPermission: [first, ...others],
});
/** The keys an access declaration asks for: one of them must be granted (none: no key needed). */
export const accessKeys = (access: Access): readonly PermissionKey[] =>
  'permission' in access ? [access.permission] : 'anyPermission' in access ? access.anyPermission : [];

export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path: `/erp/ai/task/:id/comment`. */
  path: string;
  access: Access;
  summary: string;
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of `data` in the envelope. */
  answer: A;
}

export function defineEndpoint<
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
  A extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Q, B, P, A>): Endpoint<Q, B, P, A> {
  return endpoint;
}

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType, z.ZodType> ? z.input<B> : never;
export type ParamsOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer P, z.ZodType> ? z.input<P> : never;
export type AnswerOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer A> ? z.output<A> : never;

/**
 * An endpoint's method and path alone, typed as the endpoint. A browser chunk that must stay small
 * (the shell loads right after sign-in) calls through a route so that it does not bundle the
 * endpoint's zod schemas; a test beside each route checks it against the endpoint it stands for.
 */
export type EndpointRoute<E extends Endpoint = Endpoint> = Pick<E, 'method' | 'path'> & {
  /** Type only: never set. */
  readonly endpointType?: E;
};

export const routeOf = <E extends Endpoint>(method: E['method'], path: E['path']): EndpointRoute<E> => ({
  method,
  path,
});
