// The finishing touches of the OpenAPI document that fastify-swagger and fastify-type-provider-zod do not
// give on their own, applied centrally so every route (also the ones added later) gets them:
// - `security` per operation from the route's auth hook (requireUser/requireAdmin → bearer,
//   optionalUser → bearer or anonymous, none → public);
// - an operationId per operation, derived from method and path (stable across runs, unique);
// - error answers (4xx/5xx) as application/problem+json;
// - paths that differ only in a parameter's name (`/videos/{idOrType}` GET, `/videos/{id}` PUT) merged
//   into one path item, as OpenAPI requires;
// - named components for recursive schemas (their `$ref`s would dangle otherwise) and the problem body.
import { MenuItemSchema, ProblemSchema, REST_BASE } from '@campus/shared';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { optionalUser, requireAdmin, requireUser } from './authenticate.ts';

export const BEARER_SCHEME = 'bearerAuth';

/** `components.securitySchemes` of the document (fastify-swagger needs it before the routes' `security`). */
export const SECURITY_SCHEMES = {
  [BEARER_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of a sign-in (POST /api/rest/login or the OIDC flow).',
  },
} as const;

/**
 * Schemas emitted once under `#/components/schemas/<id>` and referenced from the routes. A recursive
 * zod schema (z.lazy) must be listed here, or its self-reference points to a component that does not
 * exist (the OpenAPI validation test fails then). The ids go into zod's global registry, because that
 * is also where `.describe()` keeps the field descriptions the document shows; a registry of our own
 * would drop them. Adding is idempotent: every test app builds its own document.
 */
export function createOpenapiSchemaRegistry(): typeof z.globalRegistry {
  const components: ReadonlyArray<[z.ZodType, string]> = [
    [MenuItemSchema, 'MenuItem'],
    [ProblemSchema, 'Problem'],
  ];
  for (const [schema, id] of components) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === id) continue;
    z.globalRegistry.add(schema, { ...meta, id });
  }
  return z.globalRegistry;
}

export type SecurityRequirement = Record<string, string[]>;

/** Who may call a route, from its onRequest hooks: the auth hooks of plugins/authenticate.ts. */
export function routeSecurity(route: Pick<RouteOptions, 'onRequest'>): SecurityRequirement[] {
  const hooks: unknown[] = [route.onRequest ?? []].flat();
  if (hooks.some((hook) => hook === requireUser || hook === requireAdmin)) return [{ [BEARER_SCHEME]: [] }];
  if (hooks.includes(optionalUser)) return [{}, { [BEARER_SCHEME]: [] }];
  return [];
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function camelWords(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalize)
    .join('');
}

/**
 * `get /api/rest/videos/{idOrType}` → `getVideosByIdOrType`; `post /api/keycloak/refresh` →
 * `postApiKeycloakRefresh`. The REST base is left out (most routes live under it).
 */
export function operationIdFor(method: string, path: string): string {
  const rest = path === REST_BASE || path.startsWith(`${REST_BASE}/`) ? path.slice(REST_BASE.length) : path;
  const words = rest
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? `By${camelWords(parameter[1] ?? '')}` : camelWords(segment);
    })
    .join('');
  return `${method.toLowerCase()}${words || 'Root'}`;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Path item keys that are operations (not `parameters`, `summary`, …). */
function operationsOf(pathItem: JsonObject): [string, JsonObject][] {
  return Object.entries(pathItem).filter((entry): entry is [string, JsonObject] => HTTP_METHODS.has(entry[0]) && isObject(entry[1]));
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

/** `/videos/{id}` and `/videos/{idOrType}` → the same shape `/videos/{}`. */
function pathShape(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}');
}

/**
 * Merges path items that differ only in their parameters' names into the first one registered: the
 * later ones' operations move over, their path parameters renamed to the first one's names.
 */
function mergeIdenticalPaths(paths: JsonObject): JsonObject {
  const merged: JsonObject = {};
  const firstByShape = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const shape = pathShape(path);
    const target = firstByShape.get(shape);
    if (target === undefined) {
      firstByShape.set(shape, path);
      merged[path] = { ...item };
      continue;
    }
    const renames = new Map<string, string>();
    const fromNames = pathParameterNames(path);
    const toNames = pathParameterNames(target);
    fromNames.forEach((name, index) => renames.set(name, toNames[index] ?? name));
    const targetItem = merged[target] as JsonObject;
    for (const [method, operation] of operationsOf(item)) {
      if (method in targetItem) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} and ${target} are the same operation`);
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      targetItem[method] = {
        ...operation,
        parameters: parameters.map((parameter: unknown) =>
          isObject(parameter) && parameter.in === 'path' && typeof parameter.name === 'string'
            ? { ...parameter, name: renames.get(parameter.name) ?? parameter.name }
            : parameter,
        ),
      };
    }
  }
  return merged;
}

const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** 4xx/5xx answers documented as JSON are problem+json (the error handler sends nothing else). */
function problemResponses(responses: JsonObject): JsonObject {
  const result: JsonObject = {};
  for (const [status, response] of Object.entries(responses)) {
    const isError = /^[45]/.test(status) || status === 'default';
    if (!isError || !isObject(response) || !isObject(response.content)) {
      result[status] = response;
      continue;
    }
    const { 'application/json': json, ...otherContent } = response.content;
    result[status] = json === undefined ? response : { ...response, content: { [PROBLEM_MEDIA_TYPE]: json, ...otherContent } };
  }
  return result;
}

function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') into.add(item);
      else collectRefs(item, into);
    }
  }
}

/** Drops schema components nothing refers to (the registry makes an input and an output variant of each). */
function pruneUnusedSchemas(document: JsonObject): JsonObject {
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const prefix = '#/components/schemas/';
  const used = new Set<string>();
  collectRefs({ ...document, components: { ...components, schemas: {} } }, used);
  // Schemas may refer to each other (and to themselves): follow the references to a fixed point.
  let size = -1;
  while (size !== used.size) {
    size = used.size;
    for (const ref of [...used]) if (ref.startsWith(prefix)) collectRefs(schemas[ref.slice(prefix.length)], used);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(`${prefix}${name}`)));
  return { ...document, components: { ...components, schemas: kept } };
}

/** The last pass over the generated document (fastify-swagger's `transformObject`). */
export function finishOpenapiDocument(document: JsonObject): JsonObject {
  const paths = mergeIdenticalPaths(isObject(document.paths) ? document.paths : {});
  const operationIds = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of operationsOf(item)) {
      const operationId = operationIdFor(method, path);
      const clash = operationIds.get(operationId);
      if (clash !== undefined) throw new Error(`OpenAPI: operationId ${operationId} of ${method.toUpperCase()} ${path} is taken by ${clash}`);
      operationIds.set(operationId, `${method.toUpperCase()} ${path}`);
      item[method] = {
        ...operation,
        operationId,
        ...(isObject(operation.responses) ? { responses: problemResponses(operation.responses) } : {}),
      };
    }
  }
  return pruneUnusedSchemas({ ...document, paths });
}
