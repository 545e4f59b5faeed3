// The one error type services throw; the error handler turns it into problem+json.
import { ERROR_CODES, type FieldError, type ProblemCode } from '@campus/shared';

export interface AppErrorOptions {
  /** Field errors for VALIDATION_FAILED-style answers. */
  errors?: FieldError[];
  /** The underlying failure, logged for 5xx, never sent. */
  cause?: unknown;
}

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly errors: FieldError[] | undefined;

  constructor(
    readonly status: number,
    /** A stable SCREAMING_SNAKE code: ERROR_CODES or a feature's own set in @campus/shared. */
    readonly code: ProblemCode,
    /** Shown to the client for 4xx only; 5xx details stay in the log. */
    readonly detail?: string,
    options: AppErrorOptions = {},
  ) {
    super(detail ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.errors = options.errors;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** 403: the user is known but may not do this (FORBIDDEN, or a feature's own code). */
export function forbidden(detail: string, code: ProblemCode = ERROR_CODES.FORBIDDEN): AppError {
  return new AppError(403, code, detail);
}

/** 404: missing, or hidden from this user (NOT_FOUND, or a feature's own code). */
export function notFound(detail: string, code: ProblemCode = ERROR_CODES.NOT_FOUND): AppError {
  return new AppError(404, code, detail);
}
