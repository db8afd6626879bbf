import type * as v from 'valibot';
import { validationIssues } from '../validation/validate.ts';

/** {field: key} of what `schema` finds wrong with `input` (tests). */
export function issueKeys(schema: v.GenericSchema, input: unknown): Record<string, string> {
  return Object.fromEntries(validationIssues(schema, input).map((issue) => [issue.field, issue.key]));
}
