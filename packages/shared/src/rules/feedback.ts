// The zod-free part of feedback.ts (spec §2 feedback modal, §4 feedback prompt, §9 timing and rating):
// the web shell's prompt timer imports it as `@campus/shared/rules/feedback` without pulling in zod.

/** Spec §9 "Rating. Scale 5": hearts 1 to 5; the form starts at 0 (nothing chosen, spec §5). */
export const FEEDBACK_RATING_MAX = 5;
/** Longest feedback message, in characters. */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;
/** Spec §2: the message textarea has 8 rows. */
export const FEEDBACK_MESSAGE_ROWS = 8;
/** Spec §9: the prompt appears after 25 minutes of accumulated app time. */
export const FEEDBACK_PROMPT_AFTER_MS = 25 * 60 * 1000;
/** Spec §4, §9: the menu action closes the menu, waits this long, then opens the modal. */
export const FEEDBACK_MENU_DELAY_MS = 500;
/** Staff list page size. */
export const FEEDBACK_PAGE_SIZE = 20;

/** The campus feature flag that turns the prompt on (spec §4: disabled by default). */
export const FEEDBACK_PROMPT_FLAG = 'feedback_prompt';

export const FEEDBACK_ERROR_CODES = {
  /** A rating outside 1..5 (the form's 0 means "not rated yet" and is not sent). */
  ratingRequired: 'FEEDBACK_RATING_REQUIRED',
  /** The caller belongs to no campus to give feedback to. */
  noCampus: 'FEEDBACK_NO_CAMPUS',
  /** Reading or exporting feedback: campus admins and campus managers only. */
  readForbidden: 'FEEDBACK_READ_FORBIDDEN',
} as const;
