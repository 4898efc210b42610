// The API reference (docs/api-reference.md), written from the OpenAPI document the server builds from its
// route schemas, so the reference cannot drift from the code: `npm run docs:api` writes it and
// test/api-docs/api-reference.test.ts fails when the committed file differs.
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

export const API_REFERENCE_FILE = path.resolve(import.meta.dirname, '../../../../docs/api-reference.md');

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Content {
  schema?: JsonSchema;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Operation {
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, Content> };
  responses?: Record<string, { description?: string; content?: Record<string, Content> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { description?: string }> };
}

/** The scheme names of packages/server/src/http/api-docs.ts, as the roles docs/api.md speaks of. */
const AUTH_NAMES: Record<string, string> = {
  adminBearer: 'admin',
  customerPhoneSession: 'customer',
  artistPhoneSession: 'artist',
};

const METHOD_ORDER = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'];

/** Integers zod leaves unbounded carry JavaScript's safe-integer limits: no rule worth reading. */
const isSafeIntegerLimit = (n: number) => Math.abs(n) === Number.MAX_SAFE_INTEGER;

/** Text for a Markdown table cell: pipes escaped, no line breaks. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function code(text: string): string {
  return `\`${text}\``;
}

function literal(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

function alternatives(schema: JsonSchema): JsonSchema[] | undefined {
  return schema.anyOf ?? schema.oneOf;
}

function isObject(schema: JsonSchema): boolean {
  return schema.type === 'object' || schema.properties !== undefined;
}

/** A field's type as one short expression: `string`, `'a' | 'b'`, `Design[]`-like `object[]`, `string | null`. */
function typeOf(schema: JsonSchema): string {
  const options = alternatives(schema);
  if (options) return [...new Set(options.map(typeOf))].join(' | ');
  if (schema.allOf) return schema.allOf.map(typeOf).join(' & ');
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.map((type) => typeOf({ ...schema, type })).join(' | ');
  if (schema.type === 'array') {
    const item = schema.items ? typeOf(schema.items) : 'unknown';
    return item.includes(' ') ? `(${item})[]` : `${item}[]`;
  }
  if (isObject(schema)) {
    if (!schema.properties && typeof schema.additionalProperties === 'object') {
      return `{ [key]: ${typeOf(schema.additionalProperties)} }`;
    }
    return 'object';
  }
  return schema.type ?? 'unknown';
}

/** The limits a value is checked against, in words. */
function rulesOf(schema: JsonSchema): string {
  const rules: string[] = [];
  if (schema.format) rules.push(schema.format);
  else if (schema.pattern) rules.push(`matches ${code(schema.pattern)}`);
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) rules.push(`${min}–${max}${unit}`);
    else if (min !== undefined) rules.push(`at least ${min}${unit}`);
    else if (max !== undefined) rules.push(`at most ${max}${unit}`);
  };
  if (schema.minLength === 1 && schema.maxLength === undefined) rules.push('not empty');
  else range(schema.minLength, schema.maxLength, ' characters');
  const min =
    schema.minimum !== undefined && !isSafeIntegerLimit(schema.minimum) ? schema.minimum : undefined;
  const max =
    schema.maximum !== undefined && !isSafeIntegerLimit(schema.maximum) ? schema.maximum : undefined;
  range(min, max, '');
  if (schema.exclusiveMinimum !== undefined) rules.push(`over ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined) rules.push(`under ${schema.exclusiveMaximum}`);
  range(schema.minItems, schema.maxItems, ' items');
  if (schema.default !== undefined) rules.push(`default ${literal(schema.default)}`);
  if (schema.description) rules.push(schema.description);
  return rules.join('; ');
}

interface Row {
  field: string;
  type: string;
  required: boolean;
  rules: string;
}

/**
 * One row per field, nested fields by their path (`artist.firstName`, `uploadedDesigns[].filename`), so a
 * reader sees every field an object may carry without following references.
 */
function nested(schema: JsonSchema, prefix: string, rows: Row[]): Row[] {
  if (schema.type === 'array' && schema.items) {
    const items = schema.items;
    const itemOptions = alternatives(items)?.filter((option) => option.type !== 'null');
    const inner = itemOptions?.length === 1 ? itemOptions[0]! : items;
    if (isObject(inner)) nested(inner, `${prefix}[]`, rows);
    return rows;
  }
  if (!schema.properties) return rows;
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties)) {
    const field = prefix ? `${prefix}.${name}` : name;
    rows.push({ field, type: typeOf(property), required: required.has(name), rules: rulesOf(property) });
    const options = alternatives(property)?.filter((option) => option.type !== 'null');
    nested(options?.length === 1 ? options[0]! : property, field, rows);
  }
  return rows;
}

function fieldTable(rows: Row[], requiredHeading: string): string[] {
  return [
    `| Field | Type | ${requiredHeading} | Rules |`,
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${cell(code(row.field))} | ${cell(code(row.type))} | ${row.required ? 'yes' : 'no'} | ${cell(row.rules)} |`,
    ),
  ];
}

/** `{ error, fields?, retryAfter? }`: the one error shape of docs/api.md#errors. */
function isError(schema: JsonSchema): boolean {
  const names = Object.keys(schema.properties ?? {});
  return names.includes('error') && names.every((name) => ['error', 'fields', 'retryAfter'].includes(name));
}

/** A body's shape: the field table of an object, of an array's items, or of each alternative. */
function shapeLines(schema: JsonSchema, requiredHeading: string): string[] {
  const options = alternatives(schema);
  if (options && options.length > 1) {
    return options.flatMap((option, index) => [
      `One of (${index + 1}): ${code(typeOf(option))}`,
      '',
      ...shapeLines(option, requiredHeading),
    ]);
  }
  if (schema.type === 'array') {
    const rows = schema.items ? nested(schema, '', []) : [];
    return rows.length ? [...fieldTable(rows, requiredHeading), ''] : [];
  }
  if (isObject(schema)) {
    const rows = nested(schema, '', []);
    return rows.length ? [...fieldTable(rows, requiredHeading), ''] : [];
  }
  return [];
}

function authOf(operation: Operation): string {
  const security = operation.security ?? [];
  if (security.length === 0) return 'public';
  return security
    .flatMap((requirement) => Object.keys(requirement))
    .map((scheme) => AUTH_NAMES[scheme] ?? scheme)
    .join(', ');
}

function operationLines(method: string, url: string, operation: Operation): string[] {
  const lines = [`### ${method.toUpperCase()} ${url}`, ''];
  if (operation.summary) lines.push(operation.summary, '');
  if (operation.description) lines.push(operation.description, '');
  lines.push(`Auth: **${authOf(operation)}**.`, '');

  for (const place of ['path', 'query'] as const) {
    const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === place);
    if (parameters.length === 0) continue;
    lines.push(place === 'path' ? 'Path parameters:' : 'Query parameters:', '');
    const rows = parameters.map((parameter) => ({
      field: parameter.name,
      type: typeOf(parameter.schema ?? {}),
      required: parameter.required === true,
      rules: [rulesOf(parameter.schema ?? {}), parameter.description].filter(Boolean).join('; '),
    }));
    lines.push(...fieldTable(rows, 'Required'), '');
  }

  for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
    const optional = operation.requestBody?.required ? '' : ', optional';
    lines.push(`Body (${code(type)}${optional}):`, '');
    lines.push(...shapeLines(content.schema ?? {}, 'Required'));
  }

  lines.push('Responses:', '');
  const responses = Object.entries(operation.responses ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const errors: string[] = [];
  for (const [status, response] of responses) {
    const entries = Object.entries(response.content ?? {});
    if (entries.length === 0) {
      lines.push(`- **${status}**: no JSON body described.`);
      continue;
    }
    for (const [type, content] of entries) {
      const schema = content.schema ?? {};
      if (isError(schema)) {
        const retry = schema.properties?.retryAfter ? ' with `retryAfter` (seconds)' : '';
        errors.push(`- **${status}**: the [error shape](api.md#errors)${retry}.`);
        continue;
      }
      const shape = shapeLines(schema, 'Always');
      lines.push(`- **${status}** (${code(type)}): ${code(typeOf(schema))}${shape.length ? ':' : '.'}`);
      if (shape.length) lines.push('', ...shape.map((line) => (line ? `  ${line}` : line)));
    }
  }
  lines.push(...errors, '');
  return lines;
}

/** The reference as Markdown, routes in path order, then method order: the same document, the same text. */
export function renderApiReference(document: OpenApiDocument): string {
  const lines = [
    '# API reference',
    '',
    '<!-- Generated by `npm run docs:api` from the route schemas; do not edit by hand. -->',
    '',
    'Every call of the API with its authentication, parameters, body and answers, generated from the',
    'route schemas (the OpenAPI document the server serves at `/api/openapi.json`, shown at `/api/docs`).',
    'Sessions, roles, errors and the flows are explained in [api.md](api.md). A field is',
    '`required` (request) or `always` present (answer) as the schema says; nested fields are named by their',
    'path (`artist.firstName`, `[].uploadedDesigns[].filename`; `[]` is an item of a list).',
    '',
  ];
  let group = '';
  for (const url of Object.keys(document.paths).sort()) {
    // One section per first path word after /api: /api/admin/…, /api/artists/…, /uploads/….
    const word = url.replace(/^\/api\//, '/').split('/')[1] ?? '';
    if (word !== group) {
      group = word;
      lines.push(`## ${url.startsWith('/api/') ? `/api/${word}` : `/${word}`}`, '');
    }
    const operations = document.paths[url]!;
    const methods = Object.keys(operations).sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
    for (const method of methods) lines.push(...operationLines(method, url, operations[method]!));
  }
  return lines.join('\n');
}

/** The reference as it is committed: rendered, then formatted with the repository's Prettier settings. */
export async function apiReference(document: OpenApiDocument): Promise<string> {
  const options = (await resolveConfig(API_REFERENCE_FILE)) ?? {};
  return format(renderApiReference(document), { ...options, filepath: API_REFERENCE_FILE });
}
