/**
 * Runs the valibot row rules (sync/validation/collection-rules.ts) before every insert and every
 * update made through the collections, so a write that breaks a rule throws ValidationError
 * before anything reaches storage. Generated columns are filled first, as the server would.
 * Replication writes pulled rows to storage directly and is not checked here: the server
 * already enforced its rules in SQL, some looser than these (a medical-history list need only be
 * an array there). So an update is refused for the columns it changes, never for an old value it
 * leaves as it was: a patient whose allergies an older client wrote oddly still gets a new phone.
 */

import { deepEqual, type RxCollection } from 'rxdb';
import type * as v from 'valibot';
import {
  type ClinicDatabase,
  type CollectionDocs,
  type CollectionName,
  SYNCED_COLLECTIONS,
} from '../collections/collection-registry.ts';
import { fillDerivedColumns } from '../collections/derived-columns.ts';
import { COLLECTION_RULES } from '../validation/collection-rules.ts';
import { assertValid, validationIssues } from '../validation/validate.ts';

function checkRow(name: CollectionName, rules: v.GenericSchema, row: Record<string, unknown>): void {
  // A deletion keeps the row as it was; refusing it because of an old value would strand it.
  if (row._deleted === true) return;
  fillDerivedColumns(name, row);
  assertValid(rules, row);
}

/** An update: refused only where a column it changed (or the row as a whole) breaks a rule. */
function checkUpdate(
  name: CollectionName,
  rules: v.GenericSchema,
  row: Record<string, unknown>,
  previous: Readonly<Record<string, unknown>>,
): void {
  if (row._deleted === true) return;
  fillDerivedColumns(name, row);
  const issues = validationIssues(rules, row);
  const column = (field: string) => field.split('.')[0] ?? '';
  const blocking = issues.filter(
    (issue) =>
      column(issue.field) === '' || !deepEqual(row[column(issue.field)], previous[column(issue.field)]),
  );
  if (blocking.length > 0) assertValid(rules, row);
}

function installOn<Name extends CollectionName>(db: ClinicDatabase, name: Name): void {
  const collection: RxCollection<CollectionDocs[Name]> = db.collections[name];
  const rules: v.GenericSchema = COLLECTION_RULES[name];
  collection.preInsert((row) => checkRow(name, rules, row), false);
  collection.preSave(
    (row, previous: unknown) =>
      previous && typeof previous === 'object'
        ? checkUpdate(name, rules, row, previous as Record<string, unknown>)
        : checkRow(name, rules, row),
    false,
  );
}

export function installValidationHooks(db: ClinicDatabase): void {
  for (const name of SYNCED_COLLECTIONS) installOn(db, name);
}
