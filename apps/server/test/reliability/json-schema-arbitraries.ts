import fc from 'fast-check';
import type { JsonSchema } from './route-catalog';

/**
 * JSON text spliced verbatim into a generated value: nesting deeper than `JSON.stringify` can
 * write (it overflows the stack near 10 000 levels, `JSON.parse` does not) and keys such as
 * `__proto__` that an object literal would not keep. Printed by its label when a run fails.
 */
export class RawJson {
  constructor(
    readonly text: string,
    readonly label: string,
  ) {}

  [fc.toStringMethod]() {
    return `RawJson(${this.label})`;
  }
}

/** The JSON text of a generated value, `RawJson` parts as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([key, member]) => `${JSON.stringify(key)}:${toJsonText(member)}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const deepArrays = (depth: number) =>
  new RawJson('['.repeat(depth) + ']'.repeat(depth), `arrays nested ${depth} deep`);

export const deepObjects = (depth: number) =>
  new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth), `objects nested ${depth} deep`);

/** `{"<key>": {"polluted": "yes"}}`, and the same one level down. */
export const pollutingObjects = (['__proto__', 'constructor', 'prototype'] as const).flatMap(
  (key) => [
    new RawJson(`{${JSON.stringify(key)}:{"polluted":"yes"}}`, `{${key}: {polluted}}`),
    new RawJson(
      `{"nested":{${JSON.stringify(key)}:{"polluted":"yes"}}}`,
      `{nested: {${key}: {polluted}}}`,
    ),
    new RawJson(
      `{"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(key)}:[{"polluted":"yes"}]}`,
      `{constructor: {prototype}, ${key}: [...]}`,
    ),
  ],
);

/** A value that is the same object with one more own key, whatever the key (even `__proto__`). */
export function withExtraKey(value: unknown, key: string, extra: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  if (value instanceof RawJson) return value;
  const copy = { ...(value as Record<string, unknown>) };
  Object.defineProperty(copy, key, { value: extra, enumerable: true, writable: true });
  return copy;
}

export const UNICODE_SAMPLES = [
  '😀🎬 astral',
  '𝕏'.repeat(40),
  '\u202eRTL override\u202c',
  'مرحبا بالعالم',
  'שלום',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\udbff\udbff',
  '\uffff\ufffe',
  '\u200b\u200d\ufeff',
  'e\u0301\u0301\u0301',
  '\r\n\t\u2028\u2029',
];

export const NUMBER_LOOKALIKES = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  ' 1 ',
  '1_000',
  '٣',
  '',
];

const HOSTILE_STRINGS = [
  ...UNICODE_SAMPLES,
  ...NUMBER_LOOKALIKES,
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '%s%n%x',
  '{{7*7}}${7*7}',
  ' ',
  'null',
];

/** 1 MB − 4 KB: still fits a body under the 1 MB JSON limit with the rest of the object. */
export const JUST_UNDER_LIMIT = 'u'.repeat(1024 * 1024 - 4096);
/** ~2 MB: a body carrying it is over the 1 MB JSON limit. */
export const OVER_LIMIT = 'o'.repeat(2 * 1024 * 1024);

/** Values of no particular type, each a classic way to break a parser or a query. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      -0,
      0.5,
      1e308,
      -1e308,
      2 ** 53 + 2,
      -(2 ** 63),
      [],
      {},
      [null],
      { '': '' },
    ),
  },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...pollutingObjects, deepArrays(10_000), deepObjects(2_000)),
  },
  { weight: 1, arbitrary: fc.constantFrom(JUST_UNDER_LIMIT, OVER_LIMIT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

export type ValueContext = {
  /** Real ids (the caller's project, file…) offered wherever a uuid goes, so lookups can hit. */
  knownIds: readonly string[];
  /** The property the value is for: `email` fields get addresses. */
  name?: string;
};

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

const SIMPLE_CLASS = /^\^\[([^\]]+)\][+*]\$$/;

/** The characters of a `^[a-z0-9-]+$` pattern; `undefined` for any other pattern. */
function characterClassOf(pattern: string): string[] | undefined {
  const body = SIMPLE_CLASS.exec(pattern)?.[1];
  if (body === undefined) return undefined;
  const chars: string[] = [];
  for (let index = 0; index < body.length; index += 1) {
    if (body[index + 1] === '-' && index + 2 < body.length) {
      for (let code = body.charCodeAt(index); code <= body.charCodeAt(index + 2); code += 1) {
        chars.push(String.fromCharCode(code));
      }
      index += 2;
    } else {
      chars.push(body[index]!);
    }
  }
  return chars;
}

const lengthsOf = (schema: JsonSchema) => ({
  min: schema.minLength ?? 0,
  // Long enough to matter, short enough to keep runs fast; the exact maximum comes separately.
  max: Math.min(schema.maxLength ?? 64, Math.max(schema.minLength ?? 0, 64)),
});

function validString(schema: JsonSchema, context: ValueContext): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    return context.knownIds.length > 0
      ? fc.oneof(fc.constantFrom(...context.knownIds), fc.uuid())
      : fc.uuid();
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  const { min, max } = lengthsOf(schema);
  const exact = [schema.minLength, schema.maxLength].filter(
    (length): length is number => length !== undefined && length > 0,
  );
  if (schema.pattern !== undefined) {
    const chars = characterClassOf(schema.pattern);
    const unit = chars ? fc.constantFrom(...chars) : undefined;
    if (unit === undefined) return fc.stringMatching(new RegExp(schema.pattern));
    return fc.oneof(
      fc.string({ unit, minLength: Math.max(min, 1), maxLength: Math.max(max, 1) }),
      ...exact.map((length) => fc.string({ unit, minLength: length, maxLength: length })),
    );
  }
  const email = context.name?.toLowerCase().includes('email');
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: max }) },
    ...exact.map((length) => ({ weight: 1, arbitrary: fc.constant('w'.repeat(length)) })),
    ...(email ? [{ weight: 4, arbitrary: fc.emailAddress() }] : []),
  );
}

const INT32 = 2 ** 31 - 1;

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number';
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number';
  const min = (exclusiveMin ? (schema.exclusiveMinimum as number) : schema.minimum) ?? -1e6;
  const max = (exclusiveMax ? (schema.exclusiveMaximum as number) : schema.maximum) ?? 1e6;
  if (integer) {
    const low = exclusiveMin ? min + 1 : min;
    const high = exclusiveMax ? max - 1 : max;
    return fc.oneof(
      fc.constantFrom(low, high),
      fc.integer({ min: Math.max(low, -INT32), max: Math.min(high, INT32) }),
    );
  }
  return fc.oneof(
    fc.constantFrom(
      ...[exclusiveMin ? undefined : min, exclusiveMax ? undefined : max].filter(
        (bound): bound is number => bound !== undefined,
      ),
      (min + max) / 2,
    ),
    fc.double({
      min,
      max,
      minExcluded: exclusiveMin,
      maxExcluded: exclusiveMax,
      noNaN: true,
      noDefaultInfinity: true,
    }),
  );
}

/** Values the schema accepts, boundaries included. */
export function validValue(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => validValue(option, context)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], context);
  const types = typesOf(schema).filter((type) => type !== 'null');
  const nullable = schema.nullable === true || typesOf(schema).includes('null');
  const byType = (type: string | undefined): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return validString(schema, context);
      case 'integer':
        return validNumber(schema, true);
      case 'number':
        return validNumber(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'array':
        return validArray(schema, context);
      case 'object':
        return validObject(schema, context);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };
  const arbitrary = types.length > 1 ? fc.oneof(...types.map(byType)) : byType(types[0]);
  return nullable ? fc.oneof(arbitrary, fc.constant(null)) : arbitrary;
}

function validArray(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown[]> {
  const items = validValue(schema.items ?? {}, context);
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.min(schema.maxItems ?? 4, Math.max(minLength, 4));
  return fc.array(items, { minLength, maxLength });
}

function validObject(
  schema: JsonSchema,
  context: ValueContext,
  requiredKeys = schema.required ?? [],
): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      name,
      validValue(property, { ...context, name }),
    ]),
  );
  if (Object.keys(model).length === 0)
    return fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
  return fc.record(model, { requiredKeys });
}

/** Values just outside what the schema accepts: lengths, bounds and counts off by one, wrong shapes. */
export function invalidValue(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown> {
  const options: unknown[] = [];
  const types = typesOf(schema);
  if (types.includes('string') || schema.enum !== undefined) {
    if (schema.minLength !== undefined && schema.minLength > 0) {
      options.push('w'.repeat(schema.minLength - 1));
    }
    if (schema.maxLength !== undefined) options.push('w'.repeat(schema.maxLength + 1));
    for (const member of (schema.enum ?? []).filter((entry) => typeof entry === 'string')) {
      options.push(`${member}x`, member.toUpperCase(), ` ${member}`);
    }
    if (schema.format === 'uuid') {
      options.push(
        'not-a-uuid',
        '6f1c0d3e8d5b4a7e9a431f2b3c4d5e6f',
        '6f1c0d3e-8d5b-4a7e-9a43-1f2b3c4d5e6',
        '6f1c0d3e-8d5b-4a7e-9a43-1f2b3c4d5e6fz',
        ...context.knownIds.map((id) => `${id} `),
      );
    }
    if (schema.format === 'date-time') options.push('2024-02-30T00:00:00Z', 'yesterday', '0');
    if (schema.pattern !== undefined) options.push('A B', '<b>', '../x', 'ü');
  }
  if (types.includes('integer') || types.includes('number')) {
    if (schema.minimum !== undefined) options.push(schema.minimum - 1, schema.minimum - 0.001);
    if (schema.maximum !== undefined) options.push(schema.maximum + 1, schema.maximum * 10 + 1);
    if (types.includes('integer')) options.push(1.5, 2 ** 53, -(2 ** 53));
    options.push(-1, 1e308, '1', 'NaN');
  }
  if (types.includes('array')) {
    const over = (schema.maxItems ?? 10_000) + 1;
    if (over <= 10_001) options.push(Array.from({ length: over }, () => 'x'));
    if (schema.minItems !== undefined && schema.minItems > 0) {
      options.push(Array.from({ length: schema.minItems - 1 }, () => 'x'));
    }
    options.push({ 0: 'x', length: 1 }, 'not an array', [[[[]]]]);
  }
  if (types.includes('object')) {
    options.push([], 'not an object', ...pollutingObjects);
  }
  options.push(null, true);
  const fixed = fc.constantFrom(...options);
  if (types.includes('object') && schema.properties) {
    // Each field valid or broken, required ones sometimes left out.
    const broken = fc.record(
      Object.fromEntries(
        Object.entries(schema.properties).map(([name, property]) => [
          name,
          fuzzValue(property, { ...context, name }),
        ]),
      ),
      { requiredKeys: [] },
    );
    return fc.oneof(fixed, broken);
  }
  if (types.includes('array') && schema.items) {
    return fc.oneof(fixed, fc.array(fuzzValue(schema.items, context), { maxLength: 3 }));
  }
  return fixed;
}

/** Mostly valid values, some just outside the schema, some hostile whatever the schema says. */
export function fuzzValue(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema, context) },
    { weight: 3, arbitrary: invalidValue(schema, context) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** The smallest value the schema accepts, for a request that must get past validation. */
export function exampleOf(schema: JsonSchema, knownIds: readonly string[] = []): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternative = (schema.anyOf ?? schema.oneOf ?? schema.allOf)?.[0];
  if (alternative) return exampleOf(alternative, knownIds);
  switch (typesOf(schema).find((type) => type !== 'null')) {
    case 'string':
      if (schema.format === 'uuid') return knownIds[0] ?? '6f1c0d3e-8d5b-4a7e-9a43-1f2b3c4d5e6f';
      if (schema.format === 'date-time') return new Date(0).toISOString();
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          exampleOf(schema.properties?.[name] ?? {}, knownIds),
        ]),
      );
    default:
      return null;
  }
}

/** One step from a schema to a value inside it: a property name or an array index, and its schema. */
export type FieldStep = { key: string | number; schema: JsonSchema };
/** An integer somewhere in a schema: the steps to it (an array's items at index 0), its schema. */
export type IntegerField = { steps: FieldStep[]; schema: JsonSchema };

/** `revision`, `voiceOvers.0.characters`: a field's place as validation messages name it. */
export const fieldPath = (field: Pick<IntegerField, 'steps'>) =>
  field.steps.map((step) => String(step.key)).join('.');

/**
 * Every integer a schema holds, however deep: in properties, array items and each alternative of
 * an `anyOf`/`oneOf`/`allOf` (the step into it then carries that alternative's schema).
 */
export function integerFields(schema: JsonSchema): IntegerField[] {
  const found = new Map<string, IntegerField>();
  const visit = (node: JsonSchema, steps: FieldStep[]) => {
    if (typesOf(node).includes('integer') && !found.has(fieldPath({ steps }))) {
      found.set(fieldPath({ steps }), { steps, schema: node });
    }
    for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
      const last = steps.at(-1);
      visit(option, last ? [...steps.slice(0, -1), { key: last.key, schema: option }] : steps);
    }
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      visit(property, [...steps, { key: name, schema: property }]);
    }
    if (node.items !== undefined) visit(node.items, [...steps, { key: 0, schema: node.items }]);
  };
  visit(schema, []);
  return [...found.values()];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof RawJson);

/**
 * `base` with `value` put at the end of `steps`; the objects and arrays on the way are the ones
 * in `base`, or the smallest valid ones (`exampleOf`), so only that one value can be wrong.
 */
export function withValueAt(
  base: unknown,
  steps: readonly FieldStep[],
  value: unknown,
  knownIds: readonly string[] = [],
): unknown {
  const [step, ...rest] = steps;
  if (step === undefined) return value;
  const inner = (current: unknown) =>
    withValueAt(current ?? exampleOf(step.schema, knownIds), rest, value, knownIds);
  if (typeof step.key === 'number') {
    const items = Array.isArray(base) ? [...(base as unknown[])] : [];
    items[step.key] = inner(items[step.key]);
    return items;
  }
  const object = isPlainObject(base) ? { ...base } : {};
  object[step.key] = inner(object[step.key]);
  return object;
}
