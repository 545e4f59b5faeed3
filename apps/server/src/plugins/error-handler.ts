// One error handler and one not-found handler: every failure leaves as application/problem+json with a
// stable code. Client mistakes (bad JSON, wrong content type, oversized body) are 4xx, never 500, and a
// 5xx never carries its cause to the client: it is logged with the request id instead.
import {
  ERROR_CODES,
  PROBLEM_CONTENT_TYPE,
  errorCodeForStatus,
  problemTitle,
  problemType,
  type ErrorCode,
  type FieldError,
  type Problem,
  type ProblemCode,
} from '@campus/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError, notFound } from '../lib/errors.ts';

/** Lets the static web plugin answer unknown browser navigations with index.html. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> | undefined;

export interface ErrorHandlerOptions {
  notFoundFallback?: NotFoundFallback;
}

const FASTIFY_CODES: Readonly<Record<string, { status: number; code: ErrorCode }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ERROR_CODES.INVALID_JSON },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ERROR_CODES.EMPTY_BODY },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: ERROR_CODES.BAD_REQUEST },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE },
};

/**
 * SQLSTATEs of a value the database cannot store (PostgreSQL class 22, data exception): an id beyond
 * integer, a NUL in text, a text longer than its column. Only a client's value gets that far when a
 * schema is not tight enough, so the answer is 400, not 500; it is logged as a warning so the schema
 * can be tightened.
 */
const DATABASE_VALUE_ERRORS: Readonly<Record<string, string>> = {
  '22001': 'A text in the request is longer than the server can store.',
  '22003': 'A number in the request is outside the range the server can store.',
  '22021': 'A text in the request contains a character the server cannot store.',
  '22P05': 'A text in the request contains a character the server cannot store.',
};

/** The detail for a database "value cannot be stored" error anywhere in the cause chain (drizzle wraps them). */
export function databaseValueErrorDetail(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code: unknown = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code in DATABASE_VALUE_ERRORS) return DATABASE_VALUE_ERRORS[code];
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function buildProblem(status: number, code: ProblemCode, detail?: string, errors?: FieldError[]): Problem {
  const problem: Problem = { type: problemType(code), title: problemTitle(code, status), status, code };
  // 5xx details stay on the server.
  if (detail !== undefined && status < 500) problem.detail = detail;
  if (errors !== undefined && errors.length > 0) problem.errors = errors;
  return problem;
}

/** Sent as a string so no route response schema gets to re-serialize (and reject) it. */
export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
}

/** `/items/0/title` → `items.0.title` so a form can mark the field. */
function toFieldPath(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

export function problemFromError(error: unknown): Problem {
  if (isAppError(error)) return buildProblem(error.status, error.code, error.detail, error.errors);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      path: toFieldPath(issue.instancePath),
      message: issue.message ?? 'Invalid value',
    }));
    const where = error.validationContext ?? 'request';
    return buildProblem(400, ERROR_CODES.VALIDATION_FAILED, `The ${where} is invalid.`, errors);
  }

  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) {
    // JSON-schema validation from a plugin route (not zod).
    const errors = fastifyError.validation.map((issue) => ({
      path: toFieldPath(issue.instancePath),
      message: issue.message ?? 'Invalid value',
    }));
    return buildProblem(400, ERROR_CODES.VALIDATION_FAILED, 'The request is invalid.', errors);
  }

  const databaseDetail = databaseValueErrorDetail(error);
  if (databaseDetail !== undefined) return buildProblem(400, ERROR_CODES.BAD_REQUEST, databaseDetail);

  const known = fastifyError.code === undefined ? undefined : FASTIFY_CODES[fastifyError.code];
  if (known) return buildProblem(known.status, known.code, fastifyError.message);

  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return buildProblem(status, errorCodeForStatus(status), fastifyError.message);
  }
  if (status === 503) return buildProblem(503, ERROR_CODES.SERVICE_UNAVAILABLE);
  return buildProblem(500, ERROR_CODES.INTERNAL_ERROR);
}

async function errorHandler(app: FastifyInstance, options: ErrorHandlerOptions): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const problem = problemFromError(error);
    if (problem.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (databaseValueErrorDetail(error) !== undefined) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
    } else {
      request.log.info({ code: problem.code, detail: problem.detail }, 'request rejected');
    }
    return sendProblem(reply, problem);
  });

  app.setNotFoundHandler((request, reply) => {
    const handled = options.notFoundFallback?.(request, reply);
    if (handled) return handled;
    const path = request.url.split('?')[0] ?? '/';
    return sendProblem(reply, problemFromError(notFound(`No route for ${request.method} ${path}.`)));
  });
}

export const errorHandlerPlugin = fp(errorHandler, { name: 'campus-error-handler', fastify: '5.x' });
