// Child process of bench/realtime.ts (or, with BENCH_SERVER=inline, imported by it): one server under
// test, alone in its process so the 300 clients' SSE parsing (in the parent) does not share its event loop. `app-pglite` / `app-postgres`: the Campus
// app (buildApp, NODE_ENV=production) with one sender and BENCH_CLIENTS receivers in one course, each
// receiver signed in and in a one-to-one conversation with the sender; on PostgreSQL a scratch database
// (created here, dropped on exit) and the hub through NOTIFY/LISTEN. `bare`: a plain node:http server
// holding event streams (GET /sse/{n}) that writes a POSTed payload to stream n. Prints one line
// `BENCH_READY {json}` when ready; SIGTERM ends it.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COURSE_ROLE, type ConversationSummary } from '@campus/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { loadEnv } from '../apps/server/src/config/env.ts';
import { MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { courseMembers, courses, domainMembers, domains, users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from '../apps/server/src/test/build-test-app.ts';
import { READY_PREFIX, type RealtimeBenchKind, type RealtimeBenchTarget } from './realtime-protocol.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 300);
const PASSWORD = 'bench-realtime-2026';

async function login(base: string, email: string): Promise<{ token: string; uid: number }> {
  const response = await fetch(`${base}/api/rest/login`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}` },
  });
  if (response.status !== 200) throw new Error(`login of ${email}: ${response.status}`);
  return (await response.json()) as { token: string; uid: number };
}

/** Runs `tasks` with at most `limit` at a time. */
async function pool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

async function startApp(databaseUrl: string | undefined): Promise<{ target: RealtimeBenchTarget; close(): Promise<void> }> {
  let scratch: ScratchPostgresDatabase | undefined;
  let handle: DatabaseHandle;
  if (databaseUrl) {
    scratch = await createScratchPostgresDatabase(databaseUrl);
    handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  } else {
    handle = await openDatabase({ kind: 'pglite', dataDir: MEMORY_DATA_DIR });
  }
  await runMigrations(handle.connection);

  // The users directly: one sender and the receivers, all in one course (so they may message each other).
  const passwordHash = await hashPassword(PASSWORD);
  const [domain] = await handle.db.insert(domains).values({ name: 'Bench Campus' }).returning({ id: domains.id });
  if (!domain) throw new Error('no domain');
  const [course] = await handle.db.insert(courses).values({ domainId: domain.id, title: 'Bench Course' }).returning({ id: courses.id });
  if (!course) throw new Error('no course');
  const emails = Array.from({ length: CLIENTS + 1 }, (_value, index) => `bench-${index}@example.org`);
  const rows = await handle.db
    .insert(users)
    .values(emails.map((email) => ({ email, displayName: email.split('@')[0] ?? email, passwordHash })))
    .returning({ id: users.id });
  await handle.db.insert(domainMembers).values(rows.map((row) => ({ domainId: domain.id, userId: row.id })));
  await handle.db.insert(courseMembers).values(rows.map((row) => ({ courseId: course.id, userId: row.id, roleId: COURSE_ROLE.student })));

  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATA_DIR: path.join(os.tmpdir(), 'campus-bench-realtime'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'campus-bench-no-web'),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const app = await buildApp({ env, db: handle.db });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });

  const [senderEmail, ...receiverEmails] = emails;
  const sender = await login(base, senderEmail as string);
  const receivers: { token: string; uid: number }[] = new Array(receiverEmails.length);
  // Sign-ins run argon2: a few at a time.
  await pool(
    receiverEmails.map((email, index) => async () => {
      receivers[index] = await login(base, email);
    }),
    4,
  );
  const conversationIds: number[] = [];
  for (const receiver of receivers) {
    const response = await fetch(`${base}/api/rest/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ participantUids: [receiver.uid] }),
    });
    if (response.status !== 201) throw new Error(`conversation: ${response.status}`);
    conversationIds.push(((await response.json()) as ConversationSummary).id);
  }
  return {
    target: {
      kind: databaseUrl ? 'app-postgres' : 'app-pglite',
      base,
      senderToken: sender.token,
      receiverTokens: receivers.map((receiver) => receiver.token),
      conversationIds,
    },
    close: async () => {
      await app.close();
      await handle.close();
      await scratch?.drop();
    },
  };
}

async function startBare(): Promise<{ target: RealtimeBenchTarget; close(): Promise<void> }> {
  const streams = new Map<number, http.ServerResponse>();
  let nextId = 1;
  const server = http.createServer((request, response) => {
    const match = /^\/(sse|post)\/(\d+)$/.exec(request.url ?? '');
    const client = Number(match?.[2]);
    if (match?.[1] === 'sse') {
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      response.write('retry: 3000\n\n');
      streams.set(client, response);
      response.on('close', () => streams.delete(client));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      streams.get(client)?.write(`id: ${nextId++}\nevent: message.created\ndata: ${Buffer.concat(chunks).toString('utf8')}\n\n`);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    target: {
      kind: 'bare',
      base: `http://127.0.0.1:${port}`,
      senderToken: 'none',
      receiverTokens: Array.from({ length: CLIENTS }, (_value, client) => String(client)),
      conversationIds: [],
    },
    close: async () => {
      for (const response of streams.values()) response.end();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Starts the server for `kind` (in this process). */
export async function startRealtimeTarget(kind: RealtimeBenchKind, databaseUrl?: string): Promise<{ target: RealtimeBenchTarget; close(): Promise<void> }> {
  if (kind === 'app-postgres' && !databaseUrl) throw new Error('app-postgres needs BENCH_DATABASE_URL');
  return kind === 'bare' ? startBare() : startApp(kind === 'app-postgres' ? databaseUrl : undefined);
}

async function main(): Promise<void> {
  const server = await startRealtimeTarget(process.argv[2] as RealtimeBenchKind, process.env.BENCH_DATABASE_URL);
  process.stdout.write(`${READY_PREFIX}${JSON.stringify(server.target)}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', () => resolve());
    process.once('SIGINT', () => resolve());
  });
  await server.close();
}

// Only as the child's entry point: bench/realtime.ts imports startRealtimeTarget for BENCH_SERVER=inline.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`bench realtime server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
