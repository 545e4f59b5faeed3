// App feedback on the wire (spec §2 feedback modal, §7 POST /app-feedback {rating, message}): what a
// user sends, what campus staff read (paged) and the campus's prompt flag.
import { z } from 'zod';
import { listPageSchema } from './list-page.ts';
import { FEEDBACK_ERROR_CODES, FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_RATING_MAX } from './rules/feedback.ts';

export * from './rules/feedback.ts';

/** `POST /api/rest/app-feedback`. The message may be empty (spec §5: the form is always valid). */
export const FeedbackInputSchema = z.object({
  rating: z
    .number({ message: FEEDBACK_ERROR_CODES.ratingRequired })
    .int({ message: FEEDBACK_ERROR_CODES.ratingRequired })
    .min(1, { message: FEEDBACK_ERROR_CODES.ratingRequired })
    .max(FEEDBACK_RATING_MAX, { message: FEEDBACK_ERROR_CODES.ratingRequired }),
  message: z.string().max(FEEDBACK_MESSAGE_MAX_LENGTH).default(''),
});
export type FeedbackInput = z.input<typeof FeedbackInputSchema>;

/** One stored feedback as campus staff read it; the message is plain text (shown as text, never HTML). */
export const FeedbackSchema = z.object({
  id: z.number().int().positive(),
  rating: z.number().int().min(1).max(FEEDBACK_RATING_MAX),
  message: z.string(),
  /** ISO 8601. */
  created: z.string(),
  /** APP_API_VERSION header of the sending app, if any. */
  app_version: z.string().nullable(),
  /** APP_API_PLATFORM header of the sending app (web, ios, android), if any. */
  platform: z.string().nullable(),
  user: z.object({ uid: z.number().int().positive(), display_name: z.string(), email: z.string() }).nullable(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const FeedbackCreatedSchema = z.object({ id: z.number().int().positive() });

export const FeedbackListQuerySchema = z.object({
  /** Zero-based page. */
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const FeedbackListSchema = listPageSchema(FeedbackSchema).extend({
  /** Average rating over every feedback of the campus; null when there is none. */
  average_rating: z.number().nullable(),
});
export type FeedbackList = z.infer<typeof FeedbackListSchema>;

/** `GET/PUT /api/rest/app-feedback/settings`: the campus's feedback prompt (spec §4: off by default). */
export const FeedbackSettingsSchema = z.strictObject({ feedback_prompt: z.boolean() });
export type FeedbackSettings = z.infer<typeof FeedbackSettingsSchema>;
