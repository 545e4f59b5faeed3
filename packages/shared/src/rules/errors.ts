// The zod-free part of errors.ts: the stable problem codes, their titles and the status fallbacks.
// The web imports it as `@campus/shared/rules/errors` (no zod in the initial bundle); errors.ts
// re-exports everything here.

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
  IMAGE_TYPE_NOT_ALLOWED: 'IMAGE_TYPE_NOT_ALLOWED',
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  IMAGE_PROCESSING_FAILED: 'IMAGE_PROCESSING_FAILED',
  EXTERNAL_URL_NOT_PUBLIC: 'EXTERNAL_URL_NOT_PUBLIC',
  EXTERNAL_PREVIEW_FAILED: 'EXTERNAL_PREVIEW_FAILED',
  CONTENT_NOT_FOUND: 'CONTENT_NOT_FOUND',
  COMMENT_NOT_FOUND: 'COMMENT_NOT_FOUND',
  CONTENT_TYPE_NOT_ALLOWED: 'CONTENT_TYPE_NOT_ALLOWED',
  EXTERNAL_URL_INVALID: 'EXTERNAL_URL_INVALID',
  /** The caller's campus turned this feature off (campus settings, features: certificates, push notifications). */
  CAMPUS_FEATURE_DISABLED: 'CAMPUS_FEATURE_DISABLED',
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
  IMAGE_TYPE_NOT_ALLOWED: 'Only PNG, JPEG, GIF and WebP images can be uploaded',
  IMAGE_TOO_LARGE: 'The image is too large',
  IMAGE_PROCESSING_FAILED: 'The image could not be processed',
  EXTERNAL_URL_NOT_PUBLIC: 'The address is not a public web address',
  EXTERNAL_PREVIEW_FAILED: 'The page could not be fetched for a preview',
  CONTENT_NOT_FOUND: 'Content not found',
  COMMENT_NOT_FOUND: 'Comment not found',
  CONTENT_TYPE_NOT_ALLOWED: 'You may not create this type of content here',
  EXTERNAL_URL_INVALID: 'The address is not a valid http or https URL',
  CAMPUS_FEATURE_DISABLED: 'This campus has turned this feature off',
};

/** Any problem code: a cross-cutting ErrorCode or a feature's own SCREAMING_SNAKE code. */
export type ProblemCode = ErrorCode | (string & {});
export const PROBLEM_CODE_PATTERN = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

const STATUS_ERROR_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The generic code for an HTTP status, for errors that carry no code of their own. */
export function errorCodeForStatus(status: number): ErrorCode {
  return STATUS_ERROR_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

export function problemTitle(code: ProblemCode, status: number): string {
  return code in ERROR_TITLES ? ERROR_TITLES[code as ErrorCode] : ERROR_TITLES[errorCodeForStatus(status)];
}

/** URI that identifies the problem type; stable like the code it is derived from. */
export function problemType(code: ProblemCode): string {
  return `urn:campus:problem:${code.toLowerCase().replaceAll('_', '-')}`;
}
