// First-run setup (issue 28): a server with no campus gets its first campus and that campus's admin, with
// a password the operator chooses. Run by `npm run campus -- setup` (cli/campus.ts), never by a route:
// nothing on the network can create the first admin.
import { LANGUAGES } from '@campus/shared';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { checkNewPassword, type PasswordProblem } from '../auth/auth.policy.ts';
import { countCampuses, insertFirstCampus } from './first-run.repository.ts';

export const FirstCampusInputSchema = z.object({
  campusName: z.string().trim().min(1).max(200),
  email: z.email().max(254).transform((value) => value.toLowerCase()),
  displayName: z.string().trim().min(1).max(200),
  language: z.enum(LANGUAGES).default('en'),
});
export type FirstCampusInput = z.input<typeof FirstCampusInputSchema>;

export type FirstRunProblem =
  | { kind: 'campus-exists' }
  | { kind: 'email-taken' }
  | { kind: 'invalid-input'; fields: string[] }
  | { kind: 'password'; problem: PasswordProblem };

export type FirstRunResult = { ok: true; domainId: number; userId: number; email: string } | { ok: false; problem: FirstRunProblem };

/** True while the server has no campus: the start-up log then names the setup command. */
export async function needsFirstRun(db: Database): Promise<boolean> {
  return (await countCampuses(db)) === 0;
}

/** What is wrong with the input or the password, before any database work; null when both are fine. */
export function checkFirstCampusInput(input: FirstCampusInput, password: string): FirstRunProblem | null {
  const parsed = FirstCampusInputSchema.safeParse(input);
  if (!parsed.success) return { kind: 'invalid-input', fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))] };
  const problem = checkNewPassword(password, { email: parsed.data.email, displayName: parsed.data.displayName });
  return problem ? { kind: 'password', problem } : null;
}

export async function setUpFirstCampus(db: Database, input: FirstCampusInput, password: string): Promise<FirstRunResult> {
  const problem = checkFirstCampusInput(input, password);
  if (problem) return { ok: false, problem };
  const { campusName, email, displayName, language } = FirstCampusInputSchema.parse(input);
  // Cheap refusal before the (deliberately slow) hash; the insert checks again under its lock.
  if (!(await needsFirstRun(db))) return { ok: false, problem: { kind: 'campus-exists' } };

  const created = await insertFirstCampus(db, { campusName, email, displayName, language, passwordHash: await hashPassword(password) });
  if (created === 'campus-exists' || created === 'email-taken') return { ok: false, problem: { kind: created } };
  return { ok: true, ...created, email };
}
