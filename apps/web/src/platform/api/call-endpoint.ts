import type { AnswerOf, BodyOf, Endpoint, EndpointRoute, ParamsOf, QueryOf } from '@atrium/contract';
import type { RequestOptions } from './api-client';
import { request } from './http';
import { fillPath } from './request-payload';

type CallInput<E extends Endpoint> = {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
} & Omit<RequestOptions, 'method' | 'url' | 'params' | 'data'>;

/**
 * Calls a contract endpoint (or its schema-free route): path, method and answer type come from
 * packages/contract.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E | EndpointRoute<E>,
  input: CallInput<E> = {},
): Promise<AnswerOf<E>> {
  const { params, query, body, ...options } = input;
  return request<AnswerOf<E>>({
    ...options,
    method: endpoint.method,
    url: fillPath(endpoint.path, params as Record<string, string | number> | undefined),
    params: query as Record<string, unknown> | undefined,
    data: body,
  });
}
