/** A JSON schema as an OpenAPI 3.0 document carries it (`nullable` instead of null types). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Looks up `#/components/schemas/<name>`. */
export type ResolveRef = (ref: string) => JsonSchema | undefined;

const MAX_DEPTH = 16;

const FORMAT_EXAMPLES: Record<string, string> = {
  email: 'maya@example.com',
  uuid: '0b6e5a3c-7f1d-4c2a-9e8b-5d4f3a2c1b0e',
  'date-time': '2026-03-14T09:30:00.000Z',
  date: '2026-03-14',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

/** What a pattern escape stands for, as one sample character. */
const CLASS_SAMPLES: Record<string, string> = { d: '0', w: 'a', s: ' ' };

/**
 * The simplest text a plain regular expression accepts (literals, escapes, character classes and
 * quantifiers); `undefined` for anything richer (groups, alternation, negated classes).
 */
export function sampleOfPattern(pattern: string): string | undefined {
  const source = pattern.replace(/^\^/, '').replace(/\$$/, '');
  let sample = '';
  let index = 0;
  while (index < source.length) {
    const char = source[index]!;
    let atom: string;
    if (char === '\\') {
      const escaped = source[index + 1] ?? '';
      atom = CLASS_SAMPLES[escaped] ?? escaped;
      index += 2;
    } else if (char === '[') {
      const end = source.indexOf(']', index + 2);
      const body = source.slice(index + 1, end);
      if (end === -1 || body.startsWith('^')) return undefined;
      atom = body.startsWith('\\') ? (CLASS_SAMPLES[body[1]!] ?? body[1]!) : body[0]!;
      index = end + 1;
    } else if ('()|'.includes(char)) {
      return undefined;
    } else {
      atom = char === '.' ? 'a' : char;
      index += 1;
    }
    let count = 1;
    const quantifier = /^(?:[*?+]|\{(\d+)(?:,\d*)?\})/.exec(source.slice(index));
    if (quantifier) {
      const token = quantifier[0];
      count = token === '*' || token === '?' ? 0 : token === '+' ? 1 : Number(quantifier[1]);
      index += token.length;
      if (source[index] === '?') index += 1;
    }
    sample += atom.repeat(count);
  }
  return new RegExp(pattern).test(sample) ? sample : undefined;
}

function stringExample(schema: JsonSchema): string | undefined {
  const value =
    (schema.format === undefined ? undefined : FORMAT_EXAMPLES[schema.format]) ??
    (schema.pattern === undefined ? 'text' : sampleOfPattern(schema.pattern));
  if (value === undefined) return undefined;
  const padded = value.padEnd(schema.minLength ?? 0, 'x');
  const fits =
    padded.length <= (schema.maxLength ?? Infinity) &&
    (schema.pattern === undefined || new RegExp(schema.pattern).test(padded));
  return fits ? padded : undefined;
}

function numberExample(schema: JsonSchema): number | undefined {
  const step = schema.type === 'integer' ? 1 : 0.5;
  const lower =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + step
      : schema.minimum === undefined
        ? undefined
        : schema.minimum + (schema.exclusiveMinimum === true ? step : 0);
  const upper =
    typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - step
      : schema.maximum === undefined
        ? undefined
        : schema.maximum - (schema.exclusiveMaximum === true ? step : 0);
  const value = Math.min(Math.max(0, lower ?? 0), upper ?? Infinity);
  return lower !== undefined && value < lower ? undefined : value;
}

/** The example a schema states for itself, when it states one. */
export function statedExample(schema: JsonSchema): unknown {
  if (schema.example !== undefined) return schema.example;
  return Array.isArray(schema.examples) ? schema.examples[0] : undefined;
}

/**
 * An example value for a schema: the example it states, else its default or first allowed value,
 * else one built from its parts the way API explorers do (required properties always, optional
 * ones only when they state an example). `undefined` when no value can be built, e.g. for a
 * pattern too rich to sample; callers then say so rather than show a wrong example.
 */
export function exampleOf(schema: JsonSchema, resolve: ResolveRef, depth = 0): unknown {
  if (depth > MAX_DEPTH) return undefined;
  if (schema.$ref !== undefined) {
    const target = resolve(schema.$ref);
    return target === undefined ? undefined : exampleOf(target, resolve, depth + 1);
  }
  const stated = statedExample(schema);
  if (stated !== undefined) return stated;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return schema.enum.find((value) => value !== null) ?? null;
  }
  for (const branches of [schema.anyOf, schema.oneOf]) {
    if (branches === undefined) continue;
    for (const branch of branches) {
      const value = exampleOf(branch, resolve, depth + 1);
      if (value !== undefined) return value;
    }
    return undefined;
  }
  if (schema.allOf !== undefined) {
    const parts = schema.allOf.map((part) => exampleOf(part, resolve, depth + 1));
    const objects = parts.every((part) => typeof part === 'object' && part !== null);
    return objects ? Object.assign({}, ...parts) : undefined;
  }
  switch (schema.type) {
    case 'object':
      return objectExample(schema, resolve, depth);
    case 'array': {
      const item =
        schema.items === undefined ? undefined : exampleOf(schema.items, resolve, depth + 1);
      const count = Math.min(Math.max(1, schema.minItems ?? 0), schema.maxItems ?? Infinity);
      if (item === undefined) return (schema.minItems ?? 0) === 0 ? [] : undefined;
      return Array.from({ length: count }, () => item);
    }
    case 'string':
      return stringExample(schema);
    case 'number':
    case 'integer':
      return numberExample(schema);
    case 'boolean':
      return true;
    default:
      return schema.nullable === true ? null : undefined;
  }
}

function objectExample(schema: JsonSchema, resolve: ResolveRef, depth: number) {
  const required = new Set(schema.required ?? []);
  const value: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const target = property.$ref === undefined ? property : resolve(property.$ref);
    if (!required.has(name) && (target === undefined || statedExample(target) === undefined)) {
      continue;
    }
    const example = exampleOf(property, resolve, depth + 1);
    if (example === undefined) {
      if (required.has(name)) return undefined;
      continue;
    }
    value[name] = example;
  }
  return value;
}
