// The operator's command line (`npm run campus -- <command>`; in the container
// `node --import tsx apps/server/src/cli/campus.ts <command>`). It opens the database the server would
// open (DATABASE_URL, or PGlite under DATA_DIR), migrates it, and runs one command:
//
//   setup --campus NAME --email ADDRESS --name "FULL NAME" [--language de|en] [--password-stdin]
//       Creates the first campus and its admin (issue 28). The password is asked twice on a terminal, or
//       read from standard input with --password-stdin (`… --password-stdin < file`). Refused once a
//       campus exists.
import { parseArgs } from 'node:util';
import { AUTH_ERROR_CODES } from '@campus/shared';
import { loadEnv } from '../config/env.ts';
import { databaseTargetFromEnv, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { checkFirstCampusInput, setUpFirstCampus, type FirstCampusInput, type FirstRunProblem } from '../modules/first-run/first-run.service.ts';
import { readPassword } from './read-password.ts';

const USAGE = `Usage: npm run campus -- setup --campus NAME --email ADDRESS --name "FULL NAME" [--language de|en] [--password-stdin]`;

const PASSWORD_TEXT: Record<string, string> = {
  [AUTH_ERROR_CODES.passwordTooShort]: 'the password is too short (at least 8 characters)',
  [AUTH_ERROR_CODES.passwordTooLong]: 'the password is too long (at most 128 characters)',
  [AUTH_ERROR_CODES.passwordTooCommon]: 'the password is too common or resembles the e-mail address or name',
};

function problemText(problem: FirstRunProblem): string {
  switch (problem.kind) {
    case 'campus-exists':
      return 'this server already has a campus; sign in as its admin to add more';
    case 'email-taken':
      return 'an account with this e-mail address already exists';
    case 'invalid-input':
      return `check ${problem.fields.map((field) => `--${field === 'campusName' ? 'campus' : field === 'displayName' ? 'name' : field}`).join(', ')}`;
    case 'password':
      return PASSWORD_TEXT[problem.problem] ?? problem.problem;
  }
}

async function setup(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      campus: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string', default: 'en' },
      'password-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.campus || !values.email || !values.name) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const language = values.language;
  if (language !== 'de' && language !== 'en') {
    process.stderr.write('--language is de or en\n');
    return 2;
  }
  const password = await readPassword({ fromStdin: values['password-stdin'] });
  if (password === null) {
    process.stderr.write('No password: run this on a terminal, or pass it on standard input with --password-stdin.\n');
    return 2;
  }

  const input: FirstCampusInput = { campusName: values.campus, email: values.email, displayName: values.name, language };
  // Refuse a bad address or password before the database is opened and migrated.
  const problem = checkFirstCampusInput(input, password);
  if (problem) {
    process.stderr.write(`Setup refused: ${problemText(problem)}.\n`);
    return 1;
  }

  const env = loadEnv();
  const database = await openDatabase(databaseTargetFromEnv(env));
  try {
    await runMigrations(database.connection);
    const result = await setUpFirstCampus(database.db, input, password);
    if (!result.ok) {
      process.stderr.write(`Setup refused: ${problemText(result.problem)}.\n`);
      return 1;
    }
    const where = env.PUBLIC_URL ?? `the campus's address`;
    process.stdout.write(`Campus "${values.campus.trim()}" created (id ${result.domainId}). Its admin ${result.email} can sign in at ${where}.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'setup') return setup(rest);
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
