// Stable error codes of the problem+json responses (AGENTS.md "Errors"). The web app translates
// `errors.<CODE>`, so a code, once shipped, is never renamed.
import { z } from 'zod';

export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_JSON: 'INVALID_JSON',
  EMPTY_BODY: 'EMPTY_BODY',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_API_VERSION: 'UNSUPPORTED_API_VERSION',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  NOT_ACCEPTABLE: 'NOT_ACCEPTABLE',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Media type of every error response. */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Short English titles for logs and API consumers; people see the translated `errors.<CODE>`. */
export const ERROR_TITLES: Readonly<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'The request is invalid',
  BAD_REQUEST: 'Bad request',
  INVALID_JSON: 'The request body is not valid JSON',
  EMPTY_BODY: 'The request body is empty',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  UNSUPPORTED_API_VERSION: 'Unsupported API version',
  UNAUTHENTICATED: 'Sign-in required',
  FORBIDDEN: 'Not allowed',
  NOT_FOUND: 'Not found',
  METHOD_NOT_ALLOWED: 'Method not allowed',
  NOT_ACCEPTABLE: 'Not acceptable',
  CONFLICT: 'Conflict',
  RATE_LIMITED: 'Too many requests',
  INTERNAL_ERROR: 'Internal server error',
  SERVICE_UNAVAILABLE: 'Service unavailable',
};

/** URI that identifies the problem type; stable like the code it is derived from. */
export function problemType(code: ErrorCode): string {
  return `urn:campus:problem:${code.toLowerCase().replaceAll('_', '-')}`;
}

export const ErrorCodeSchema = z.enum(Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/** One invalid field: `path` is dot-separated (`items.0.title`), empty for the whole payload. */
export const FieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** RFC 9457 problem details with our stable `code` and, for validation, every field error. */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  code: ErrorCodeSchema,
  detail: z.string().optional(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;
