// Response schema pieces many routes share (fastify-type-provider-zod; they also make the OpenAPI document).
import { ProblemSchema } from '@campus/shared';
import { z } from 'zod';

/** The problem+json answers of a signed-in route: bad input, no or a bad token, forbidden, not found. */
export const PROBLEM_RESPONSES = {
  400: ProblemSchema,
  401: ProblemSchema,
  403: ProblemSchema,
  404: ProblemSchema,
} as const;

/** A 204 answer. */
export const noContentResponse = z.null().describe('No content');

/** Files (attachments, xlsx) leave as streams or buffers, which Fastify sends without serializing. */
export const fileResponse = z.unknown().describe('The file');

/** A redirect (302): the answer is at the Location header, e.g. a presigned link of the S3 file store. */
export const redirectResponse = z.null().describe('Redirect to the Location header');
