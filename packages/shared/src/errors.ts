// Stable error codes of the problem+json responses (AGENTS.md "Errors"). The web app translates
// `errors.<CODE>`, so a code, once shipped, is never renamed. These are the cross-cutting codes;
// a feature may add its own set (e.g. AUTH_ERROR_CODES) in its shared module, same format.
import { z } from 'zod';
import { PROBLEM_CODE_PATTERN } from './rules/errors.ts';

// The codes and rules live in a zod-free module the web can import alone; the barrel still has them here.
export * from './rules/errors.ts';

export const ProblemCodeSchema = z.string().regex(PROBLEM_CODE_PATTERN);

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
  code: ProblemCodeSchema,
  detail: z.string().optional(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;
