import { filesApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './harness.js';
import { multipartForm } from './multipart.js';

/** Uploads a text file through the files module with these sign-in headers, like the browser does. */
export async function uploadText(
  app: FastifyInstance,
  headers: Record<string, string>,
  name: string,
  text: string,
) {
  const credential = await call(app, filesApi.uploadCredential, { url: filesApi.uploadToken.path, headers });
  const form = multipartForm({ token: credential.body.data.token }, { name, bytes: text });
  const response = await app.inject({
    method: 'POST',
    url: filesApi.upload.path,
    payload: form.payload,
    headers: form.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; url: string };
}
