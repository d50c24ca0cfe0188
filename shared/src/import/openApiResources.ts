// The resources of an API description (OpenAPI 3.x or Swagger 2, already dereferenced): its paths
// grouped by their fixed segments ("/bookings" and "/bookings/{id}" are one resource), each with
// its operations (list, detail, create, update, delete) and the schema of one of its records.

/** A JSON schema as a dereferenced description holds it (only what the import reads). */
export interface ApiSchema {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  properties?: Record<string, ApiSchema>;
  required?: string[];
  items?: ApiSchema;
  allOf?: ApiSchema[];
  oneOf?: ApiSchema[];
  anyOf?: ApiSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  readOnly?: boolean;
  example?: unknown;
  default?: unknown;
}

export type ApiOperationKind = 'list' | 'detail' | 'create' | 'update' | 'delete';

export interface ApiOperation {
  /** "GET /bookings/{id}": unique in a description */
  id: string;
  kind: ApiOperationKind;
  summary: string;
}

export interface ApiResource {
  /** the path's fixed segments joined by "/" ("bookings", "users/posts") */
  key: string;
  /** a designer's name for it: the schema's title or the last fixed segment */
  name: string;
  operations: ApiOperation[];
  /** the fields of one record (allOf merged); empty when the description gives none */
  schema: ApiSchema;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value is an OpenAPI 3.x or Swagger 2 description with paths. */
export function isApiDescription(value: unknown): value is { paths: Record<string, unknown> } {
  if (!isRecord(value) || !isRecord(value.paths)) return false;
  return typeof value.openapi === 'string' || value.swagger === '2.0';
}

/** One schema of allOf's parts (properties and required lists together); oneOf / anyOf: the first. */
export function mergedSchema(schema: ApiSchema | undefined, depth = 0): ApiSchema {
  if (typeof schema !== 'object' || schema === null || depth > 8) return {};
  const parts = [...(schema.allOf ?? []), ...(schema.oneOf?.slice(0, 1) ?? []), ...(schema.anyOf?.slice(0, 1) ?? [])];
  if (parts.length === 0) return schema;
  const { allOf: _a, oneOf: _o, anyOf: _n, ...own } = schema;
  const merged: ApiSchema = { ...own, properties: { ...own.properties }, required: [...(own.required ?? [])] };
  for (const part of parts.map((p) => mergedSchema(p, depth + 1))) {
    merged.type ??= part.type;
    merged.title ??= part.title;
    Object.assign(merged.properties!, part.properties);
    merged.required!.push(...(part.required ?? []));
  }
  return merged;
}

/** The JSON schema of a response or request body: OpenAPI 3's content, or Swagger 2's schema. */
function bodySchema(holder: unknown): ApiSchema | undefined {
  if (!isRecord(holder)) return undefined;
  if (isRecord(holder.schema)) return holder.schema as ApiSchema;
  if (!isRecord(holder.content)) return undefined;
  const media = holder.content['application/json'] ?? Object.values(holder.content)[0];
  return isRecord(media) && isRecord(media.schema) ? (media.schema as ApiSchema) : undefined;
}

/** The schema an operation answers with (its first 2xx response) or takes (its body). */
function operationSchema(operation: Record<string, unknown>): { answer?: ApiSchema; body?: ApiSchema } {
  const responses = isRecord(operation.responses) ? operation.responses : {};
  const ok = Object.keys(responses)
    .filter((code) => /^2\d\d$/.test(code))
    .sort()[0];
  const swaggerBody = Array.isArray(operation.parameters)
    ? operation.parameters.find((p) => isRecord(p) && p.in === 'body')
    : undefined;
  return {
    answer: ok ? bodySchema(responses[ok]) : undefined,
    body: bodySchema(operation.requestBody) ?? bodySchema(swaggerBody),
  };
}

/** A list answer's record: an array's items, or the one array property of a wrapper ({ items: [...] }). */
function recordOfList(schema: ApiSchema | undefined): ApiSchema | undefined {
  const merged = mergedSchema(schema);
  if (merged.items) return mergedSchema(merged.items);
  const arrays = Object.values(merged.properties ?? {})
    .map((p) => mergedSchema(p))
    .filter((p) => p.type === 'array' && p.items);
  return arrays.length === 1 ? mergedSchema(arrays[0].items) : undefined;
}

function kindOf(method: Method, onItem: boolean): ApiOperationKind | undefined {
  if (method === 'get') return onItem ? 'detail' : 'list';
  if (method === 'post') return onItem ? undefined : 'create';
  if (method === 'put' || method === 'patch') return onItem ? 'update' : undefined;
  return onItem ? 'delete' : undefined;
}

function hasFields(schema: ApiSchema | undefined): schema is ApiSchema {
  return Boolean(schema && Object.keys(schema.properties ?? {}).length > 0);
}

function words(segment: string): string {
  const spaced = segment.replace(/[-_]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The description's resources in path order: those with at least one operation we make screens for. */
export function apiResources(description: { paths: Record<string, unknown> }): ApiResource[] {
  const byKey = new Map<string, ApiResource & { candidates: ApiSchema[] }>();
  for (const [path, item] of Object.entries(description.paths)) {
    if (!isRecord(item)) continue;
    const segments = path.split('/').filter(Boolean);
    const fixed = segments.filter((s) => !s.startsWith('{'));
    if (fixed.length === 0) continue;
    const onItem = segments.length > 0 && segments[segments.length - 1].startsWith('{');
    const key = fixed.join('/');
    for (const method of METHODS) {
      const operation = item[method];
      const kind = isRecord(operation) ? kindOf(method, onItem) : undefined;
      if (!kind || !isRecord(operation)) continue;
      const resource = byKey.get(key) ?? {
        key,
        name: words(fixed[fixed.length - 1]),
        operations: [],
        schema: {},
        candidates: [],
      };
      byKey.set(key, resource);
      const summary = typeof operation.summary === 'string' ? operation.summary : '';
      resource.operations.push({ id: `${method.toUpperCase()} ${path}`, kind, summary });
      const { answer, body } = operationSchema(operation);
      const record =
        kind === 'list' ? recordOfList(answer) : mergedSchema(kind === 'delete' ? undefined : (body ?? answer));
      // what a record answer holds comes first: it has the read-only fields (an id) too
      if (hasFields(record)) resource.candidates[kind === 'detail' || kind === 'list' ? 'unshift' : 'push'](record);
    }
  }
  return [...byKey.values()].map(({ candidates, ...resource }) => {
    const schema = mergedFields(candidates);
    return { ...resource, name: schema.title ?? resource.name, schema };
  });
}

/** The fields of all the schemas seen for one resource, the first one's order and wording first. */
function mergedFields(schemas: ApiSchema[]): ApiSchema {
  if (schemas.length === 0) return {};
  const properties: Record<string, ApiSchema> = {};
  const required = new Set<string>();
  for (const schema of schemas) {
    for (const [name, field] of Object.entries(schema.properties ?? {})) properties[name] ??= field;
    for (const name of schema.required ?? []) required.add(name);
  }
  return { ...schemas[0], properties, required: [...required] };
}
