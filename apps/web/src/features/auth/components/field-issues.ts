/** What is wrong with one form field, in terms the form turns into a translated sentence. */
export type FieldIssue =
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number };

type SchemaIssue = {
  code: string;
  path: readonly PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
};

/** The part of a zod schema this needs; the contract schemas are passed in. */
export type FieldSchema = {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly SchemaIssue[] } };
};

function describe(issue: SchemaIssue, value: string): FieldIssue {
  if (value.trim() === '') return { kind: 'required' };
  if (issue.code === 'too_small') {
    return typeof issue.minimum === 'number' && issue.minimum > 1
      ? { kind: 'tooShort', min: issue.minimum }
      : { kind: 'required' };
  }
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    return { kind: 'tooLong', max: issue.maximum };
  }
  return { kind: 'invalid' };
}

/**
 * Checks form values against a contract schema, the same one the server applies, and returns
 * the first issue of each field. The schema's English messages are not shown: the form words
 * each issue in the visitor's language.
 */
export function fieldIssues<Field extends string>(
  schema: FieldSchema,
  values: Record<Field, string>,
): Partial<Record<Field, FieldIssue>> {
  const result = schema.safeParse(values);
  const issues: Partial<Record<Field, FieldIssue>> = {};
  if (result.success) return issues;
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !Object.hasOwn(values, field)) continue;
    const key = field as Field;
    issues[key] ??= describe(issue, values[key]);
  }
  return issues;
}
