// PostgreSQL text cannot hold U+0000: a NUL in any string that reaches a query fails the query, which
// used to answer 500 (issue 12, API fuzz). No field of this API has a use for NUL, so a request carrying
// one in its path parameters, query string or parsed body is refused up front with 400 and the field.
import { ERROR_CODES, type FieldError } from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

const NUL = '\u0000';
/** Deeper than any payload of this API; beyond it the walk stops (the schemas refuse such shapes). */
const MAX_DEPTH = 32;

/** The dot path of the first string (key or value) holding a NUL, or undefined. */
export function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') : undefined;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = [...path, key];
    if (key.includes(NUL)) return itemPath.join('.');
    const found = findNulCharacter(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function rejectNulCharacters(app: FastifyInstance): Promise<void> {
  // preValidation: after the body is parsed, before any schema or handler sees it.
  app.addHook('preValidation', async (request) => {
    const parts = { 'path parameters': request.params, 'query string': request.query, body: request.body } as const;
    for (const [part, value] of Object.entries(parts)) {
      const path = findNulCharacter(value);
      if (path === undefined) continue;
      const errors: FieldError[] = [{ path, message: 'Text may not contain NUL (U+0000) characters' }];
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, `The ${part} contains a NUL character.`, { errors });
    }
  });
}

export const rejectNulCharactersPlugin = fp(rejectNulCharacters, { name: 'campus-reject-nul-characters', fastify: '5.x' });
