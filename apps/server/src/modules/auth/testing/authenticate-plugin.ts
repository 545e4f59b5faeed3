// For tests that assemble a small Fastify app by hand: the authenticate plugin with an auth service built
// from `db` and `env`, as app.ts wires it (app.ts builds the service itself and hands it to the plugin).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../../config/env.ts';
import type { Database } from '../../../db/client.ts';
import { authenticatePlugin as authenticateWithService } from '../../../plugins/authenticate.ts';
import { createAuthService } from '../auth.service.ts';
import { authSettingsFromEnv } from '../auth.settings.ts';

export interface TestAuthenticatePluginOptions {
  db: Database;
  env: Env;
}

async function authenticateWithDatabase(app: FastifyInstance, { db, env }: TestAuthenticatePluginOptions): Promise<void> {
  await app.register(authenticateWithService, { auth: createAuthService({ db, settings: authSettingsFromEnv(env), log: app.log }) });
}

/** `app.auth`, `request.principal` and the requireUser hook, for a hand-built test app. */
export const authenticatePlugin = fp(authenticateWithDatabase, { name: 'campus-authenticate-test', fastify: '5.x' });
