// Fuzzes every operation of the app's OpenAPI document with malformed input, as four principals, and
// fails on any 5xx: client mistakes must be 4xx problem+json (issue 12, finding 6). Bounded and
// seeded: a small deterministic PRNG drives every choice, so a failure replays with its seed
// (API_FUZZ_SEED=<seed>). In-process (`inject`), on its own seeded database; a few thousand requests.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../modules/auth/testing/auth-helpers.ts';
import { DEMO_EMAILS } from '../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

const DEFAULT_SEED = 20_260_612;
const SEED = Number(process.env.API_FUZZ_SEED ?? DEFAULT_SEED);
/** Requests per operation and principal: 83 operations × 4 principals × 8 ≈ 2,650 requests (~20 s). */
const REQUESTS_PER_OPERATION = 8;
/** Fuzz requests come from here; sign-ins from elsewhere, so failed fuzz logins never throttle them. */
const FUZZ_IP = '198.51.100.77';
const SIGN_IN_IP = '203.0.113.77';

/**
 * Operations left out, with the reason. Only routes that legitimately stream or need ffmpeg may be
 * here; everything else must survive any input.
 */
const SKIPPED_OPERATIONS: Readonly<Record<string, string>> = {
  // The other streaming routes answer malformed ids and signatures before streaming, the upload routes
  // refuse non-images before ffmpeg, and tus bytes never complete an upload here.
  'GET /api/rest/realtime':
    'the event stream stays open by design (an inject never ends); it takes no input but the token, and its 401/200 are tested in realtime.routes.test.ts and the authz matrix',
};

/**
 * Routes the document leaves out that still take input: the tus HEAD (Fastify's automatic HEAD routes
 * run their GET handler and the docs and static pages take no input, so those are not fuzzed).
 */
const UNDOCUMENTED_OPERATIONS: readonly FuzzOperation[] = [
  {
    method: 'head',
    path: '/api/rest/upload_session/{uploadId}',
    operation: { parameters: [{ in: 'path', name: 'uploadId', required: true, schema: { type: 'string' } }] },
  },
];

/** Calls that may end or swap the caller's session: the principal signs in again afterwards if so. */
const SESSION_CHANGING = /\/(logout|impersonate|password|refresh)\b/;

type PrincipalName = 'anonymous' | 'student' | 'instructor' | 'admin';
const PRINCIPALS: readonly PrincipalName[] = ['anonymous', 'student', 'instructor', 'admin'];

// --- deterministic randomness ---------------------------------------------------------------

/** mulberry32: tiny, fast and good enough to pick test inputs. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = prng(SEED);
const chance = (probability: number): boolean => random() < probability;
const integer = (below: number): number => Math.floor(random() * below);
function pick<T>(items: readonly T[]): T {
  const item = items[integer(items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

// --- malformed values -----------------------------------------------------------------------

/** Ids the demo campus has (small serials), so some requests get past "not found" to the body checks. */
const EXISTING_IDS = ['1', '2', '3', '4', '5', '6', '8', '12'];
const ODD_PATH_SEGMENTS = [
  '0',
  '-1',
  '-2147483649',
  '2147483648',
  '99999999999999999999999',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  'null',
  'true',
  '%20',
  '%00',
  '%F0%9F%92%A9',
  '%E2%80%AE',
  '%C3%BC%CC%88',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  encodeURIComponent('ｆｕｌｌｗｉｄｔｈ'),
  'x'.repeat(600),
  '%FF',
  'NaN',
  'Infinity',
];
const ODD_STRINGS = [
  '',
  ' ',
  'a',
  'Ünïcödé ß',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 💩👩‍👩‍👧',
  '\u0000',
  '\u202eevil',
  '\ud800',
  'a\u0301\u0301\u0301',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%s%n%x',
  '../../etc/passwd',
  'null',
  '-1',
  '1e309',
  'http://127.0.0.1:1/',
  'javascript:alert(1)',
  'file:///etc/passwd',
  '2025-02-30',
  '\r\nX-Injected: 1',
  'x'.repeat(5_000),
  'ü'.repeat(70_000),
];
const ODD_NUMBERS = [0, -1, 1, 2, 3, 0.5, -0.0001, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, 86401, 4_294_967_296];

function oddScalar(): unknown {
  switch (integer(6)) {
    case 0:
      return pick(ODD_STRINGS);
    case 1:
      return pick(ODD_NUMBERS);
    case 2:
      return chance(0.5);
    case 3:
      return null;
    case 4:
      return chance(0.5) ? [] : {};
    default:
      return chance(0.5) ? [pick(ODD_STRINGS), pick(ODD_NUMBERS)] : { nested: pick(ODD_STRINGS), __proto__: { polluted: true } };
  }
}

// --- values from the documented schema, then broken -----------------------------------------

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  $ref?: string;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

let components: Record<string, JsonSchema> = {};

function resolved(schema: JsonSchema): JsonSchema {
  if (schema.$ref === undefined) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return components[name] ?? {};
}

/** A value the schema would accept (roughly), most of the time; a wrong one otherwise. */
function valueFor(input: JsonSchema | undefined, depth = 0): unknown {
  if (input === undefined || depth > 4 || chance(0.15)) return oddScalar();
  const schema = resolved(input);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined && alternatives.length > 0) return valueFor(pick(alternatives), depth + 1);
  if (schema.allOf !== undefined && schema.allOf.length > 0) return valueFor(pick(schema.allOf), depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined && schema.enum.length > 0) return pick(schema.enum);
  const type = Array.isArray(schema.type) ? pick(schema.type) : schema.type;
  switch (type) {
    case 'object':
      return objectFor(schema, depth);
    case 'array':
      return Array.from({ length: chance(0.1) ? 60 : integer(4) }, () => valueFor(schema.items, depth + 1));
    case 'integer':
      return chance(0.6) ? Number(pick(EXISTING_IDS)) : pick(ODD_NUMBERS);
    case 'number':
      return pick(ODD_NUMBERS);
    case 'boolean':
      return chance(0.5);
    case 'null':
      return null;
    case 'string':
      if (schema.maxLength !== undefined && chance(0.1)) return 'y'.repeat(schema.maxLength + 1);
      return chance(0.3) ? pick(EXISTING_IDS) : pick(ODD_STRINGS);
    default:
      return oddScalar();
  }
}

function objectFor(schema: JsonSchema, depth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    // Required fields go missing now and then; optional ones come half the time.
    if (required.has(name) ? chance(0.15) : chance(0.5)) continue;
    result[name] = valueFor(property, depth + 1);
  }
  if (chance(0.3)) result[pick(['extra', 'id', 'uid', 'constructor', 'isAdmin', 'ünï'])] = oddScalar();
  return result;
}

// --- requests -------------------------------------------------------------------------------

interface FuzzOperation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

interface FuzzRequest {
  method: InjectOptions['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function pathFor(path: string, parameters: readonly OpenApiParameter[]): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const schema = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema;
    const documented = schema === undefined ? undefined : resolved(schema).enum;
    if (documented !== undefined && chance(0.5)) return encodeURIComponent(String(pick(documented)));
    return chance(0.45) ? pick(EXISTING_IDS) : pick(ODD_PATH_SEGMENTS);
  });
}

function queryFor(parameters: readonly OpenApiParameter[]): string {
  const pairs: [string, string][] = [];
  const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  for (const parameter of parameters) {
    if (parameter.in !== 'query' || chance(0.35)) continue;
    const value = chance(0.5) ? valueFor(parameter.schema) : pick([...ODD_STRINGS.slice(0, -1), ...ODD_PATH_SEGMENTS.slice(0, 12)]);
    pairs.push([parameter.name, Array.isArray(value) ? value.map(asText).join(',') : asText(value)]);
    // The same key twice: an array where a scalar is expected.
    if (chance(0.15)) pairs.push([parameter.name, pick(EXISTING_IDS)]);
  }
  if (chance(0.15)) pairs.push([pick(['extra', 'og', 'offset', 'limit', '__proto__', 'a[b]']), pick(ODD_STRINGS.slice(0, -2))]);
  if (pairs.length === 0) return '';
  return `?${pairs.map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(value)}`).join('&')}`;
}

/** encodeURIComponent, but a lone surrogate becomes its (invalid) UTF-8 bytes rather than an exception. */
function encodeLoosely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function multipartPayload(): { body: Buffer; contentType: string } {
  const boundary = `fuzz${integer(1_000_000)}`;
  const fileName = pick(['a.png', 'ü 💩.pdf', '../../x.txt', '', 'x'.repeat(300), 'a"b.jpg', 'con.txt']);
  const mediaType = pick(['image/png', 'application/pdf', 'text/plain', 'application/octet-stream', 'video/mp4', '']);
  const content = pick([Buffer.from('not really a file'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), Buffer.alloc(0)]);
  const parts = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${pick(['file', 'title', 'x'])}"; filename="${fileName}"\r\nContent-Type: ${mediaType}\r\n\r\n`),
    content,
    Buffer.from('\r\n'),
  ];
  if (chance(0.3)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${pick(ODD_STRINGS.slice(0, 10))}\r\n`));
  // Sometimes the closing boundary never comes.
  if (chance(0.8)) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function bodyFor(operation: OpenApiOperation): Pick<FuzzRequest, 'payload'> & { contentType?: string } {
  const documented = operation.requestBody?.content?.['application/json']?.schema;
  switch (integer(documented === undefined ? 9 : 12)) {
    case 0:
      return {};
    case 1:
      return { contentType: 'application/json', payload: '' };
    case 2:
      return { contentType: 'application/json', payload: pick(['{', '{"a":', '[1,', 'nul', '\u0000', '{"a":1}}', "{'a':1}", '"\ud800"']) };
    case 3:
      return { contentType: 'application/json', payload: JSON.stringify(oddScalar()) };
    case 4:
      return { contentType: pick(['text/plain', 'text/plain; charset=utf-8']), payload: pick(ODD_STRINGS.slice(0, -1)) };
    case 5:
      return { contentType: 'application/x-www-form-urlencoded', payload: `title=${encodeLoosely(pick(ODD_STRINGS.slice(0, -1)))}&og=1` };
    case 6: {
      const multipart = multipartPayload();
      return { contentType: multipart.contentType, payload: multipart.body };
    }
    case 7:
      return { contentType: pick(['application/xml', 'application/octet-stream', 'application/offset+octet-stream', 'image/png', 'application/json; charset=latin1']), payload: '<a>1</a>' };
    case 8:
      // A body without a content type.
      return { payload: '{"a":1}' };
    default:
      return { contentType: 'application/json', payload: JSON.stringify(valueFor(documented)) };
  }
}

function requestFor({ method, path, operation }: FuzzOperation): FuzzRequest {
  const parameters = operation.parameters ?? [];
  const headers: Record<string, string> = {};
  const url = pathFor(path, parameters) + queryFor(parameters);
  if (chance(0.1)) headers['x-student-mode'] = pick(['1', '0', 'yes', '']);
  if (chance(0.05)) headers['app_api_version'] = pick(['1', '2', '999', 'x', '']);
  if (chance(0.1)) headers['upload-length'] = pick(['10', '-1', 'abc', '99999999999999999999']);
  if (chance(0.05)) headers['tus-resumable'] = pick(['1.0.0', '0.2', '']);
  if (chance(0.05)) headers['upload-offset'] = pick(['0', '-5', 'x']);
  for (const parameter of parameters) {
    if (parameter.in === 'header' && parameter.name.toLowerCase() !== 'authorization' && chance(0.5)) headers[parameter.name] = pick(ODD_STRINGS.slice(0, 10));
  }
  const request: FuzzRequest = { method: method.toUpperCase() as FuzzRequest['method'], url, headers };
  if (method === 'get' || method === 'head') return request;
  const { payload, contentType } = bodyFor(operation);
  if (contentType !== undefined) headers['content-type'] = contentType;
  if (payload !== undefined) request.payload = payload;
  return request;
}

/** For a login operation: Basic credentials that are wrong, malformed or not Basic at all. */
function oddAuthorization(): string {
  return pick([
    `Basic ${Buffer.from(`${pick(ODD_STRINGS.slice(0, 12))}:${pick(ODD_STRINGS.slice(0, 12))}`).toString('base64')}`,
    `Basic ${Buffer.from('no-colon').toString('base64')}`,
    'Basic !!!not-base64',
    'Basic ',
    'Bearer x.y.z',
    'Bearer ',
    'Digest a=b',
    `Basic ${Buffer.from(`${DEMO_EMAILS.student}:wrong`).toString('base64')}`,
  ]);
}

// --- the run --------------------------------------------------------------------------------

let t: TestApp;
const tokens = new Map<PrincipalName, string>();

async function signInAs(principal: PrincipalName): Promise<void> {
  if (principal === 'anonymous') return;
  tokens.set(principal, (await signIn(t.app, DEMO_EMAILS[principal], undefined, SIGN_IN_IP)).accessToken);
}

/** After a session-changing call, the principal's token may be gone: sign in again if so. */
async function keepSignedIn(principal: PrincipalName): Promise<void> {
  const token = tokens.get(principal);
  if (token === undefined) return;
  const me = await t.app.inject({ method: 'GET', url: '/api/rest/user/me', headers: { authorization: `Bearer ${token}` } });
  if (me.statusCode !== 200) await signInAs(principal);
}

function describeFailure(principal: PrincipalName, request: FuzzRequest, response: LightMyRequestResponse): string {
  const body = request.payload === undefined ? '' : String(request.payload).slice(0, 300);
  return [
    `${response.statusCode} ${request.method} ${request.url.slice(0, 300)} as ${principal}`,
    `  headers: ${JSON.stringify({ ...request.headers, authorization: request.headers.authorization === undefined ? undefined : '…' })}`,
    `  body: ${JSON.stringify(body)}`,
    `  answer: ${response.body.slice(0, 300)}`,
  ].join('\n');
}

beforeAll(async () => {
  // API_FUZZ_LOG_LEVEL=error shows the cause of each 5xx (answers keep it to themselves).
  t = await buildTestApp({ env: { LOG_LEVEL: process.env.API_FUZZ_LOG_LEVEL ?? 'silent' } });
  for (const principal of PRINCIPALS) await signInAs(principal);
});

afterAll(async () => {
  await t.close();
});

describe('API fuzz', () => {
  it('answers malformed requests to every documented operation without a 5xx', async () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    components = document.components?.schemas ?? {};
    const operations: FuzzOperation[] = [...UNDOCUMENTED_OPERATIONS];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (`${method.toUpperCase()} ${path}` in SKIPPED_OPERATIONS) continue;
        operations.push({ method, path, operation });
      }
    }
    // The document covers the API: far more than a handful of operations must be fuzzed.
    expect(operations.length).toBeGreaterThan(60);

    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const principal of PRINCIPALS) {
        for (let round = 0; round < REQUESTS_PER_OPERATION; round += 1) {
          const request = requestFor(operation);
          const token = tokens.get(principal);
          if (operation.path.endsWith('/login')) request.headers.authorization = oddAuthorization();
          else if (token !== undefined) request.headers.authorization = `Bearer ${token}`;
          const response = await t.app.inject({ ...request, remoteAddress: FUZZ_IP });
          sent += 1;
          if (response.statusCode >= 500) failures.push(describeFailure(principal, request, response));
          if (SESSION_CHANGING.test(operation.path)) await keepSignedIn(principal);
        }
      }
    }

    expect(sent).toBeGreaterThan(2_000);
    expect(failures, `API fuzz seed ${SEED} (replay: API_FUZZ_SEED=${SEED}, causes with API_FUZZ_LOG_LEVEL=error); ${failures.length} of ${sent} requests got a 5xx:\n${failures.join('\n')}`).toEqual([]);
  }, 120_000);
});
