// buildApp assembles the Fastify app (plugins, then feature modules) and never listens; server.ts does.
// Tests call it directly and talk to it with `inject`.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { appJobsPlugin } from './app-jobs.ts';
import { trustProxyOption, type Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { TxtResolver } from './lib/dns-txt.ts';
import { createLogger } from './lib/logger.ts';
import { s3PublicOrigin } from './lib/storage-s3.ts';
import { fileStoreFromEnv, s3ConfigFromEnv } from './lib/storage.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { pictureUrlsOf } from './modules/account/account.sources.ts';
import { assignmentRoutes } from './modules/assignments/assignments.routes.ts';
import { assignmentCompletionTimes, learnerAssignmentStates, learnerProgressShare } from './modules/assignments/assignments.sources.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { authSettingsFromEnv } from './modules/auth/auth.settings.ts';
import { signInPageRoutes } from './modules/auth/sign-in-page.routes.ts';
import { campusRoutes } from './modules/campus/campus.routes.ts';
import { certificateRoutes, certificateVerificationRoutes } from './modules/certificates/certificates.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { contentReportSources } from './modules/content/content.reports.sources.ts';
import { messageReportSource } from './modules/conversations/conversations.reports.sources.ts';
import { conversationRoutes } from './modules/conversations/conversations.routes.ts';
import { authoredContentSource, contentCreationTimes, contentSubmissionSource } from './modules/content/content.sources.ts';
import { courseDocumentRoutes } from './modules/course-documents/course-documents.routes.ts';
import { courseEditorRoutes, courseRestoreRoutes } from './modules/course-editor/course-editor.routes.ts';
import { courseTemplateRoutes } from './modules/course-templates/course-templates.routes.ts';
import { courseRoutes } from './modules/courses/courses.routes.ts';
import { dialogRoutes } from './modules/dialogs/dialogs.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { campusSettingsRoutes } from './modules/campus-settings/campus-settings.routes.ts';
import { campusFeatureSource } from './modules/campus-settings/campus-settings.sources.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { userAdminRoutes } from './modules/user-admin/user-admin.routes.ts';
import { usageStatisticsRoutes } from './modules/usage-statistics/usage-statistics.routes.ts';
import { legalRoutes } from './modules/legal/legal.routes.ts';
import { learningPathRoutes } from './modules/learning-paths/learning-paths.routes.ts';
import { learningCockpitRoutes } from './modules/learning-cockpit/learning-cockpit.routes.ts';
import { learningPathProgressShare, pathStepDoneTimes } from './modules/learning-paths/learning-paths.sources.ts';
import { linkPreviewRoutes } from './modules/link-preview/link-preview.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { memberRoutes } from './modules/members/members.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { createVapidKeyStore, notificationHooks, type PushTestingOptions } from './modules/notifications/notifications.sources.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { taxonomyRoutes } from './modules/taxonomy/taxonomy.routes.ts';
import { canSeeVideo } from './modules/videos/videos.policy.ts';
import { videoReportSource } from './modules/videos/videos.reports.sources.ts';
import { videoRoutes } from './modules/videos/videos.routes.ts';
import { ownedVideosSource, videoAssignmentSource, videoSubmissionSource } from './modules/videos/videos.sources.ts';
import { videoProgressRoutes } from './modules/video-progress/video-progress.routes.ts';
import { completedVideoIds } from './modules/video-progress/video-progress.sources.ts';
import { videoUploadRoutes } from './modules/video-uploads/video-uploads.routes.ts';
import { apiHeadersPlugin } from './plugins/api-headers.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { corsPlugin, createCorsPolicy } from './plugins/cors.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { createMetrics, metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rejectNulCharactersPlugin } from './plugins/reject-nul-characters.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { SESSION_ENDED_EVENT, createRealtimeHub, type RealtimeHub } from './realtime/hub.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';
import { spaFallback, staticWebPlugin } from './plugins/static-web.ts';

/** A route as registered (URL pattern, e.g. `/api/rest/og/:id`); the authorization matrix test enumerates them. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app in registration order, HEAD routes included. */
    registeredRoutes: readonly RegisteredRoute[];
    /** Real-time fan-out (realtime/hub.ts): features publish events, GET /realtime streams them. */
    realtime: RealtimeHub;
  }
}

export interface BuildAppOptions {
  env: Env;
  db: Database;
  /** pino logger; defaults to one at LOG_LEVEL on stdout. */
  logger?: Logger;
  /** Poll the jobs table in this process (server.ts); tests run jobs with app.jobRunner.runNextJob(). */
  startJobRunner?: boolean;
  /** TEST ONLY: let web push reach a push service the test runs on 127.0.0.1 (server.ts never sets it). */
  pushTesting?: PushTestingOptions;
  /** The sign-in slow-down's wait (default setTimeout); tests pass one that records and returns at once. */
  sleep?: (milliseconds: number) => Promise<void>;
  /** DNS TXT lookups that prove e-mail domain claims (default: the system resolver); tests pass a fake. */
  resolveTxt?: TxtResolver;
}

/** JSON bodies beyond this are refused with 413; file uploads take their own (tus) route. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's request id (a proxy's or the web app's) when it is harmless, else makes one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

export async function buildApp({ env, db, logger, startJobRunner = false, pushTesting, sleep, resolveTxt }: BuildAppOptions): Promise<FastifyInstance> {
  // Typed as Fastify's base logger so the instance is the plain FastifyInstance plugins expect.
  const loggerInstance: FastifyBaseLogger = logger ?? createLogger({ level: env.LOG_LEVEL });
  const app = Fastify({
    loggerInstance,
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Requests arriving while closing get 503; in-flight ones finish (graceful shutdown).
    return503OnClosing: true,
    // Sign-in limits count failures per IP: behind a proxy the forwarded address must be used.
    trustProxy: trustProxyOption(env.TRUST_PROXY),
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before any plugin, so every route (docs and static ones too) is listed.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // CORS for the native app's origin and CORS_ORIGINS, before any other hook can answer (plugins/cors.ts).
  const corsPolicy = createCorsPolicy(env.CORS_ORIGINS);
  await app.register(corsPlugin, { policy: corsPolicy });

  // One file store for every feature, chosen by the environment (disk or S3, lib/storage.ts).
  const files = fileStoreFromEnv(env);
  const s3 = s3ConfigFromEnv(env);
  const webDocument = {
    distDir: env.WEB_DIST_DIR,
    legacyBaseUrl: env.LEGACY_BASE_URL,
    fileStoreOrigin: s3 === undefined ? undefined : s3PublicOrigin(s3),
  };
  // CSP, nosniff, Referrer-Policy, frame protection and HSTS on every answer, 404s and errors included.
  await app.register(securityHeadersPlugin, { env });
  // brotli/gzip for JSON and other text answers; hooks every route registered after it (plugins/compression.ts).
  await app.register(compressionPlugin);
  await app.register(errorHandlerPlugin, { notFoundFallback: spaFallback(webDocument) });
  await app.register(apiHeadersPlugin);
  await app.register(rejectNulCharactersPlugin);
  await app.register(openapiPlugin, { ui: env.OPENAPI_UI });
  // Request durations of every route and GET /metrics (plugins/metrics.ts); tus adds the upload bytes.
  const metrics = createMetrics({ db, log: app.log });
  await app.register(metricsPlugin, { metrics, token: env.METRICS_TOKEN });
  // One hub per app: in memory on PGlite, NOTIFY/LISTEN across processes on PostgreSQL.
  const realtime = createRealtimeHub({ db, listenUrl: env.DATABASE_URL, log: app.log });
  app.decorate('realtime', realtime);
  app.addHook('onClose', () => realtime.close());
  // Sign-in and sessions: `app.auth`, `request.principal` and the requireUser hook for every module below.
  // Ended sessions are announced on the hub, so their real-time streams end at once (issue 27, finding 7).
  const onSessionsEnded = (userIds: readonly number[]) => realtime.publish(userIds, { type: SESSION_ENDED_EVENT, data: {} });
  await app.register(authenticatePlugin, { auth: createAuthService({ db, settings: authSettingsFromEnv(env), log: app.log, sleep, onSessionsEnded }) });

  // Notifications (issue 16): features report their events through these callbacks; web push keys.
  const notifications = notificationHooks({ db, hub: realtime });
  const vapid = createVapidKeyStore({ db, env });

  await app.register(systemRoutes, { db, env });
  await app.register(authRoutes, { onSessionsRevoked: notifications.onSessionsRevoked });
  await app.register(signInPageRoutes);
  await app.register(campusRoutes, { db });
  // Learning paths take the learner's assignment states and watched videos from those features; a
  // course's progress share comes from its path where it has one, else from its assignments.
  const learningPathDeps = { assignmentStates: learnerAssignmentStates, videoCompletion: completedVideoIds };
  const pathShare = learningPathProgressShare(learningPathDeps);
  const courseProgressShare = async (shareDb: Database, courseId: number, userId: number): Promise<number> =>
    (await pathShare(shareDb, courseId, userId)) ?? (await learnerProgressShare(shareDb, courseId, userId));
  await app.register(courseRoutes, { db, learnerProgressShare: courseProgressShare });
  await app.register(legalRoutes, { db });
  // The campus switches of the features page (certificates, push notifications) come from campus settings.
  await app.register(certificateRoutes, { db, env, learnerProgressShare: courseProgressShare, campusFeatures: campusFeatureSource });
  await app.register(certificateVerificationRoutes, { db, campusFeatures: campusFeatureSource });
  await app.register(courseEditorRoutes, { db });
  await app.register(courseRestoreRoutes, { db });
  await app.register(taxonomyRoutes, { db });
  await app.register(appJobsPlugin, { db, env, files, start: startJobRunner, push: { vapid, campusFeatures: campusFeatureSource, testing: pushTesting } });
  await app.register(videoUploadRoutes, { db, env, files, onBytesReceived: metrics.uploadBytes, allowsOrigin: corsPolicy.allowsOrigin });
  await app.register(assignmentRoutes, {
    db,
    env,
    files,
    sources: { submissions: [contentSubmissionSource, videoSubmissionSource], videos: [videoAssignmentSource] },
    onPublished: notifications.onAssignmentPublished,
  });
  await app.register(videoRoutes, { db, env, files });
  await app.register(videoProgressRoutes, { db, env, videoAccess: canSeeVideo });
  await app.register(contentRoutes, { db, videoAccess: canSeeVideo, onContentCreated: notifications.onContentCreated });
  await app.register(courseDocumentRoutes, { db, env, files });
  // Course templates (issue 18) copy assignments, documents and the learning path through those features' copy sources.
  await app.register(courseTemplateRoutes, { db, files });
  await app.register(fileRoutes, { db, env, files });
  await app.register(feedbackRoutes, { db });
  await app.register(campusSettingsRoutes, { db, resolveTxt });
  await app.register(accountRoutes, { db, env });
  await app.register(userAdminRoutes, { db });
  // Usage statistics (issue 18): the courses' average progress from the learning-path and assignments features.
  await app.register(usageStatisticsRoutes, { db, progressShare: courseProgressShare });
  await app.register(linkPreviewRoutes, { db });
  await app.register(dialogRoutes, { db });
  // Reportable items come from their features; messages join once the conversations feature hands in a source.
  await app.register(reportRoutes, { db, targets: { ...contentReportSources(canSeeVideo), video: videoReportSource, message: messageReportSource } });
  await app.register(learningPathRoutes, { db, ...learningPathDeps });
  // Members and profiles show account pictures, and a member's content and the videos the viewer may see, from those features.
  await app.register(memberRoutes, { db, authoredContent: authoredContentSource, ownedVideos: ownedVideosSource, pictureUrls: pictureUrlsOf });
  await app.register(learningCockpitRoutes, {
    db,
    progressShare: courseProgressShare,
    activity: { assignmentsCompleted: assignmentCompletionTimes, stepsDone: pathStepDoneTimes, contentCreated: contentCreationTimes },
  });

  await app.register(realtimeRoutes, { hub: realtime });
  await app.register(conversationRoutes, { db, env, files, hub: realtime, onMessageCreated: notifications.onMessageCreated });
  await app.register(notificationRoutes, { db, hub: realtime, vapid, campusFeatures: campusFeatureSource, pushTesting });

  // Last, so its wildcard route never shadows an API route.
  await app.register(staticWebPlugin, webDocument);

  await app.ready();
  return app;
}
