// Spec §7 clients label every request JSON, also POSTs that carry nothing (login, collapse state, legal
// accept). Inside the route plugin that calls this, an empty JSON body is "no body" rather than a 400.
import { ERROR_CODES } from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      // Same guard as Fastify's own parser: no prototype keys from a client.
      done(null, JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value)));
    } catch {
      done(new AppError(400, ERROR_CODES.INVALID_JSON, 'The request body is not valid JSON.'), undefined);
    }
  });
}
