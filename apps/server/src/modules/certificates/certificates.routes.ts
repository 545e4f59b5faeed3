// Certificates (spec §3, §4, §7 "Other"; issue 14): a member's state in a course (GET
// /user/{uid}/certificates?og_id), the user's issued certificates, the PDF download
// (/user/{uid}/certificates/{id}/request), the course's holders for its staff, and the public check
// of a verification code. Thin: the service decides.
import {
  CertificateListSchema,
  CertificateParamsSchema,
  CertificateQuerySchema,
  CertificateRequestParamsSchema,
  CertificateStateSchema,
  CertificateVerificationParamsSchema,
  CertificateVerificationSchema,
  CourseCertificateHoldersSchema,
  EXPORT_LANGUAGES,
  ProblemSchema,
  REST_BASE,
} from '@campus/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin, type Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { privateFileHeaders } from '../../lib/http-files.ts';
import { PROBLEM_RESPONSES, fileResponse } from '../../lib/route-schemas.ts';
import { contentDisposition } from '../../lib/storage.ts';
import { getPrincipal, requireUserOnEveryRoute } from '../../plugins/authenticate.ts';
import type { CampusFeatureSource } from '../campus-settings/campus-settings.sources.ts';
import {
  downloadCertificate,
  getCertificateState,
  listCertificates,
  listCourseCertificateHolders,
  verifyCertificate,
  type CertificateDeps,
  type CourseProgressShare,
} from './certificates.service.ts';

export interface CertificateRoutesOptions {
  db: Database;
  /** A learner's course progress in percent; app.ts composes it (assignments, learning path). */
  learnerProgressShare: CourseProgressShare;
  /** The campus switch `certificates` (campus settings): off → 403 CAMPUS_FEATURE_DISABLED on every route here. */
  campusFeatures: CampusFeatureSource;
  /** PUBLIC_URL for the verification link printed on the PDF (`publicOrigin`: never the request's Host). */
  env: Pick<Env, 'PUBLIC_URL' | 'PORT'>;
}

const TAGS = ['certificates'];
const CourseParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const DownloadQuerySchema = z.object({ lang: z.enum(EXPORT_LANGUAGES).default('en') });

/** The signed-in routes; the public verification is certificateVerificationRoutes. */
export async function certificateRoutes(app: FastifyInstance, options: CertificateRoutesOptions): Promise<void> {
  app.addHook('onRoute', requireUserOnEveryRoute);
  const deps: CertificateDeps = { db: options.db, progressShare: options.learnerProgressShare, campusFeatures: options.campusFeatures };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Fixed at start: a forged Host header must not put a phishing address on a signed-looking certificate.
  const verificationOrigin = publicOrigin(options.env);

  routes.get(
    `${REST_BASE}/user/:uid/certificates`,
    {
      schema: {
        tags: TAGS,
        summary: "A member's certificate state in a course: status, download_count, success_message",
        description:
          "Users read their own; the course's manager, instructor and mentor read their members'. A course the user may not see is 404; another member's state without a staff role is 403. `status` is `none` while nothing is stored. A course with has_certificated issues the certificate (fulfilled) here once the member's course progress is 100 %.",
        params: CertificateParamsSchema,
        querystring: CertificateQuerySchema,
        response: { 200: CertificateStateSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => getCertificateState(deps, getPrincipal(request), request.params.uid, request.query.og_id),
  );

  routes.get(
    `${REST_BASE}/user/:uid/certificates/list`,
    {
      schema: {
        tags: TAGS,
        summary: "The caller's issued certificates in all their courses, newest first",
        description: 'Only for oneself (another uid is 403). Certificates earned meanwhile (course progress 100 %) are issued first.',
        params: CertificateParamsSchema,
        response: { 200: CertificateListSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listCertificates(deps, getPrincipal(request), request.params.uid),
  );

  routes.get(
    `${REST_BASE}/user/:uid/certificates/:id/request`,
    {
      schema: {
        tags: TAGS,
        summary: 'The certificate as a PDF (attachment); the learner’s own downloads count (download_count)',
        description:
          "The learner, and the course's staff (their downloads do not count). Unknown or hidden: 404 CERTIFICATE_NOT_FOUND; not issued yet: 409 CERTIFICATE_NOT_ISSUED. `lang` (de, en; default en) is the PDF's language.",
        params: CertificateRequestParamsSchema,
        querystring: DownloadQuerySchema,
        response: { 200: fileResponse, ...PROBLEM_RESPONSES, 409: ProblemSchema },
      },
    },
    async (request, reply) => {
      const file = await downloadCertificate(deps, getPrincipal(request), {
        userId: request.params.uid,
        certificateId: request.params.id,
        origin: verificationOrigin,
        language: request.query.lang,
      });
      privateFileHeaders(reply, {
        contentType: 'application/pdf',
        disposition: contentDisposition('attachment', file.fileName),
        size: file.pdf.byteLength,
        // A PDF viewer refuses a sandboxed document; the answer is an attachment anyway.
        csp: null,
      });
      return reply.send(Buffer.from(file.pdf));
    },
  );

  routes.get(
    `${REST_BASE}/og/:id/certificates`,
    {
      schema: {
        tags: TAGS,
        summary: "Who earned the course's certificate (the course's manager, instructor and mentor)",
        params: CourseParamsSchema,
        response: { 200: CourseCertificateHoldersSchema, ...PROBLEM_RESPONSES },
      },
    },
    async (request) => listCourseCertificateHolders(deps, getPrincipal(request), request.params.id),
  );
}

/** Public, no sign-in: anyone holding a certificate's verification code may check it. */
export async function certificateVerificationRoutes(app: FastifyInstance, options: Pick<CertificateRoutesOptions, 'db' | 'campusFeatures'>): Promise<void> {
  const deps = { db: options.db, campusFeatures: options.campusFeatures };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${REST_BASE}/certificates/verify/:code`,
    {
      schema: {
        tags: TAGS,
        summary: 'Public: the learner, course, campus and date of the certificate with this verification code',
        description:
          'No sign-in. A malformed code is 400; a code of no issued certificate is 404 CERTIFICATE_CODE_UNKNOWN; a certificate of a campus that turned certificates off is 403 CAMPUS_FEATURE_DISABLED.',
        params: CertificateVerificationParamsSchema,
        response: { 200: CertificateVerificationSchema, 400: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request) => verifyCertificate(deps, request.params.code),
  );
}
