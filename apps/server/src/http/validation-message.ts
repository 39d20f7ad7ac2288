type ValidationIssue = { instancePath?: string; message?: string };

/**
 * Turns schema issues into one readable sentence naming each field, for example
 * `body.email: Invalid email address; body.password: Too small: expected string to have >=8 characters`.
 */
export function describeValidationIssues(
  part: string | undefined,
  issues: readonly ValidationIssue[],
): string {
  const prefix = part ?? 'request';
  const lines = issues.slice(0, 5).map((issue) => {
    const segments = (issue.instancePath ?? '').split('/').filter(Boolean);
    const field = [prefix, ...segments].join('.');
    return `${field}: ${issue.message ?? 'is invalid'}`;
  });
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
  return `${lines.join('; ')}${more}`;
}
