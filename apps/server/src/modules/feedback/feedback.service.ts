// App feedback (spec §2 feedback modal, §4 prompt, §7 POST /app-feedback): any signed-in user sends a
// rating and a message to their campus; the campus's staff (campus admins, campus managers) read the
// list, export it as xlsx and switch the prompt flag.
import { FEEDBACK_ERROR_CODES, FEEDBACK_PAGE_SIZE, type Feedback, type FeedbackInput, type FeedbackList, type FeedbackSettings } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { buildWorkbook } from '../../lib/xlsx.ts';
import { findUserCampusId, requireCampusAccess } from '../campus/campus-access.ts';
import * as repository from './feedback.repository.ts';

export interface FeedbackDeps {
  db: Database;
  now: () => Date;
}

/** Where the feedback came from: the app's own headers (APP_API_VERSION, APP_API_PLATFORM). */
export interface FeedbackClient {
  appVersion: string | null;
  platform: string | null;
}

/** The caller's campus: the one they belong to; campus admins without one read the first campus. */
async function callerCampusId(db: Database, principal: Principal): Promise<number> {
  const own = await findUserCampusId(db, principal.userId);
  const domainId = own ?? (principal.accountIsAdmin ? await repository.firstCampusId(db) : undefined);
  if (domainId === undefined) throw new AppError(404, FEEDBACK_ERROR_CODES.noCampus, 'You do not belong to a campus.');
  return domainId;
}

/** Campus staff of the caller's campus (not in student mode), or 403. */
async function requireFeedbackStaff(db: Database, principal: Principal): Promise<number> {
  const domainId = await callerCampusId(db, principal);
  const access = await requireCampusAccess(db, principal, domainId);
  const staff = principal.isAdmin || (!principal.studentMode && access.roles.includes('campus_manager'));
  if (!staff) throw forbidden('Only campus admins and campus managers read the feedback.', FEEDBACK_ERROR_CODES.readForbidden);
  return domainId;
}

/** A header value as stored: trimmed, bounded, null when absent. */
export function clientValue(value: string | string[] | undefined, max = 40): string | null {
  const first = (Array.isArray(value) ? value[0] : value)?.trim();
  return first ? first.slice(0, max) : null;
}

/** `POST /app-feedback`. The message is stored as typed (plain text, shown escaped). */
export async function sendFeedback(deps: FeedbackDeps, principal: Principal, input: Required<FeedbackInput>, client: FeedbackClient): Promise<{ id: number }> {
  const domainId = await callerCampusId(deps.db, principal);
  const id = await repository.insertFeedback(deps.db, {
    domainId,
    userId: principal.userId,
    rating: input.rating,
    message: input.message,
    appVersion: client.appVersion,
    platform: client.platform,
  });
  return { id };
}

function present(row: repository.FeedbackRow): Feedback {
  return {
    id: row.id,
    rating: row.rating,
    message: row.message,
    created: row.createdAt.toISOString(),
    app_version: row.appVersion,
    platform: row.platform,
    user: row.userId !== null && row.displayName !== null && row.email !== null ? { uid: row.userId, display_name: row.displayName, email: row.email } : null,
  };
}

/** `GET /app-feedback?page=`: newest first, FEEDBACK_PAGE_SIZE per page. */
export async function listFeedback(deps: FeedbackDeps, principal: Principal, page: number): Promise<FeedbackList> {
  const domainId = await requireFeedbackStaff(deps.db, principal);
  const offset = page * FEEDBACK_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    repository.listFeedbackRows(deps.db, domainId, { offset, limit: FEEDBACK_PAGE_SIZE }),
    repository.feedbackTotals(deps.db, domainId),
  ]);
  const average = totals.average === null ? null : Math.round(totals.average * 100) / 100;
  return { items: rows.map(present), total: totals.total, offset, limit: FEEDBACK_PAGE_SIZE, average_rating: average };
}

/** `GET /app-feedback/export`: every feedback of the campus as one xlsx sheet (formulas neutralised). */
export async function exportFeedback(deps: FeedbackDeps, principal: Principal): Promise<Buffer> {
  const domainId = await requireFeedbackStaff(deps.db, principal);
  const rows = await repository.listFeedbackRows(deps.db, domainId);
  return buildWorkbook(
    [
      {
        name: 'Feedback',
        columns: [
          { header: 'Date (UTC)', width: 18 },
          { header: 'Rating', width: 8 },
          { header: 'Message', width: 80 },
          { header: 'Name', width: 28 },
          { header: 'E-mail', width: 32 },
          { header: 'Platform', width: 10 },
          { header: 'App version', width: 12 },
        ],
        rows: rows.map((row) => [row.createdAt, row.rating, row.message, row.displayName, row.email, row.platform, row.appVersion]),
      },
    ],
    { now: deps.now() },
  );
}

/** `GET /app-feedback/settings`. */
export async function getFeedbackSettings(deps: FeedbackDeps, principal: Principal): Promise<FeedbackSettings> {
  const domainId = await requireFeedbackStaff(deps.db, principal);
  return { feedback_prompt: await repository.findPromptFlag(deps.db, domainId) };
}

/** `PUT /app-feedback/settings`: the campus's prompt flag (GET /config hands it to the app). */
export async function saveFeedbackSettings(deps: FeedbackDeps, principal: Principal, settings: FeedbackSettings): Promise<FeedbackSettings> {
  const domainId = await requireFeedbackStaff(deps.db, principal);
  await repository.savePromptFlag(deps.db, domainId, settings.feedback_prompt);
  return { feedback_prompt: settings.feedback_prompt };
}
