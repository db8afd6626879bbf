import { describe, expect, it } from 'vitest';
import { appointmentsMigrationStrategies } from './appointments-collection.ts';

describe('the appointments collection’s migration to version 1', () => {
  it('makes a stored visit a single booking and keeps a series the server sent', async () => {
    const migrate = appointmentsMigrationStrategies[1];
    const stored = { id: 'a1', appointment_date: '2026-11-20T10:00:00.000Z', status: 'scheduled' };
    expect(await migrate(stored)).toEqual({ ...stored, series_id: null });
    const pulled = { ...stored, series_id: '3f0b7f4e-9a51-4d0f-9a8c-2a0f6c8e1d11' };
    expect(await migrate(pulled)).toEqual(pulled);
  });
});
