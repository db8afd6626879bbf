// Without devMode, as the app runs: no dev-mode plugin, no ajv; the valibot hooks alone guard writes.
// (A separate file: dev-mode, once added, stays on for the whole realm.)
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { expect, it } from 'vitest';
import { sampleRow } from '../testing/sample-rows.ts';
import { ValidationError } from '../validation/validation-error.ts';
import { closeClinicDatabase, openClinicDatabase } from './open-clinic-database.ts';

it('refuses invalid writes without dev-mode and stores valid ones', async () => {
  const db = await openClinicDatabase({
    userId: 'user-p',
    clinicId: 'clinic-p',
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    multiInstance: false,
  });
  try {
    await expect(db.tasks.insert(sampleRow('tasks', { title: ' ' }))).rejects.toBeInstanceOf(ValidationError);
    await expect(
      db.tasks.insert(sampleRow('tasks', { priority: 'urgent' as 'high' })),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await db.tasks.count().exec()).toBe(0);
    const task = await db.tasks.insert(sampleRow('tasks'));
    await expect(task.incrementalPatch({ assigned_to: ['nobody'] })).rejects.toBeInstanceOf(ValidationError);
    expect((await db.tasks.findOne(task.id).exec())?.assigned_to).toEqual(sampleRow('tasks').assigned_to);
  } finally {
    await closeClinicDatabase(db);
  }
});
