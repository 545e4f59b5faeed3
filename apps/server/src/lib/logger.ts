// Structured logs (pino). Credentials never reach a log line: request URLs lose token query values,
// and known secret fields are censored wherever a log object carries them.
import { pino, type DestinationStream, type Logger } from 'pino';

export const REDACTED = '[REDACTED]';

const SECRET_QUERY_PARAMS = ['access_token', 'refresh_token', 'id_token', 'token', 'code', 'password'];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&#]*`, 'gi');

const SECRET_FIELDS = ['authorization', 'cookie', 'set-cookie', 'access_token', 'refresh_token', 'password'];
/** pino redact paths: the fields themselves, one and two levels deep (e.g. body.access_token, req.headers.authorization). */
export const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => {
  const key = `["${field}"]`;
  return [key, `*${key}`, `*.*${key}`];
});

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${REDACTED}`);
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
}

/**
 * Replaces Fastify's request serializer: a redacted URL and only harmless headers. It must never
 * throw, whatever a caller logs under `req`.
 */
function serializeRequest(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const request = value as LoggedRequest;
  const headers = request.headers ?? {};
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    userAgent: headers['user-agent'],
    appType: headers['app_type'],
    apiVersion: headers['app_api_version'],
    apiPlatform: headers['app_api_platform'],
  };
}

export interface LoggerOptions {
  level: string;
  /** Where lines go; stdout when omitted. Tests pass a capturing stream. */
  destination?: DestinationStream;
}

export function createLogger({ level, destination }: LoggerOptions): Logger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}
