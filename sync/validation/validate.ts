import * as v from 'valibot';
import { ValidationError, type ValidationIssue } from './validation-error.ts';

type AnySchema = v.GenericSchema;

/** One issue per field: the first failing rule, as the forms show it. */
function firstIssuePerField(issues: readonly v.BaseIssue<unknown>[]): { field: string; key: string }[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = (issue.path ?? []).map((item) => String(item.key)).join('.');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, key]) => ({ field, key }));
}

/**
 * Runs `schema` over `input` and lists what is wrong (empty when valid). Every rule of this
 * folder reports a message key as its valibot message; the issue carries it as `key`.
 */
export function validationIssues(schema: AnySchema, input: unknown): ValidationIssue[] {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? [] : [...new ValidationError(firstIssuePerField(result.issues)).issues];
}

/** Parses `input` with `schema`, or throws ValidationError listing what is wrong. */
export function assertValid<Schema extends AnySchema>(schema: Schema, input: unknown): v.InferOutput<Schema> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw new ValidationError(firstIssuePerField(result.issues));
  return result.output;
}
