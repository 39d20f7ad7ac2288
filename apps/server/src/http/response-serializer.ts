import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Serializes responses with fast-json-stringify compiled from each route's zod response schema.
 * Like zod, it writes only the declared fields (an unexpected property such as a password hash
 * never leaves the server), at a tenth of the cost of a zod pass per response (`bench/auth`).
 * The contract shapes themselves are checked by the tests, which parse answers with the same schemas.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) {
    throw new Error('Response schemas must be zod schemas from @reelwright/contracts');
  }
  // Compiled on the route's first answer, not at start, where compiling every route's took
  // ~0.2 s before the server could listen.
  let serialize: ((data: unknown) => string) | undefined;
  return (data: unknown) => (serialize ??= compileSerializer(schema))(data);
};

function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  });
  return fastJsonStringify(
    withNullableShortcuts(jsonSchema) as Parameters<typeof fastJsonStringify>[0],
  );
}

type JsonSchemaNode = { [key: string]: unknown };
const isNode = (value: unknown): value is JsonSchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullType = (value: unknown) =>
  isNode(value) && value.type === 'null' && Object.keys(value).length === 1;

/**
 * zod writes `T | null` as `anyOf: [T, {type: 'null'}]`. fast-json-stringify picks an `anyOf`
 * branch by validating the value against each with Ajv on every answer — for a project that meant
 * checking its whole timeline document per response, and compiling the document's schema on the
 * route's first answer (~0.2 s, while every request waited). The same thing said as
 * `nullable: true` on T is a null check. Applied where T has a single type, also when T is a named
 * schema (`{allOf: [{$ref}]}`, inlined here, as Ajv wants a type beside `nullable`); other unions
 * keep their `anyOf`.
 */
export function withNullableShortcuts(schema: unknown): unknown {
  const definitions = isNode(schema) && isNode(schema.definitions) ? schema.definitions : {};
  const named = (ref: unknown): unknown =>
    typeof ref === 'string' && ref.startsWith('#/definitions/')
      ? definitions[ref.slice('#/definitions/'.length)]
      : undefined;

  // Named schemas being inlined: one that contains itself keeps its `anyOf` there.
  const inlining = new Set<unknown>();
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isNode(value)) return value;
    const node: JsonSchemaNode = {};
    for (const [key, child] of Object.entries(value)) node[key] = walk(child);
    const { anyOf, ...rest } = node;
    if (!Array.isArray(anyOf) || anyOf.length !== 2) return node;
    const nulls = anyOf.filter(isNullType).length;
    const other = anyOf.find((option) => !isNullType(option));
    if (nulls !== 1 || !isNode(other)) return node;
    if (singleType(other)) return { ...rest, ...other, nullable: true };
    const ref = refOf(other);
    const target = named(ref);
    if (!singleType(target) || inlining.has(ref)) return node;
    inlining.add(ref);
    const inlined = walk(target) as JsonSchemaNode;
    inlining.delete(ref);
    return { ...rest, ...inlined, nullable: true };
  };
  return walk(schema);
}

/** One type, no combinators: what fast-json-stringify can write behind a null check. */
const singleType = (node: unknown): boolean =>
  isNode(node) &&
  typeof node.type === 'string' &&
  node.anyOf === undefined &&
  node.oneOf === undefined &&
  node.allOf === undefined &&
  node.$ref === undefined &&
  node.nullable === undefined;

/** The `$ref` of `{$ref}` or of `{allOf: [{$ref}]}` (how zod points at a named schema). */
function refOf(node: JsonSchemaNode): unknown {
  if (typeof node.$ref === 'string' && Object.keys(node).length === 1) return node.$ref;
  const { allOf } = node;
  if (!Array.isArray(allOf) || allOf.length !== 1 || Object.keys(node).length !== 1)
    return undefined;
  const [only] = allOf as unknown[];
  return isNode(only) && Object.keys(only).length === 1 ? only.$ref : undefined;
}
