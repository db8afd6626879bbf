/**
 * One signed-in user cannot stall the API for every clinic (issue 17, finding 8): a select that
 * embeds ten levels deep is refused at once, and a burst of 40 heavy requests from one user holds
 * at most a few connections, so a one-row request from another clinic is answered while most of
 * the burst still waits its turn.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signIn } from './harness.ts';

let staff: SupabaseClient;
let novaAdmin: SupabaseClient;

beforeAll(async () => {
  [staff, novaAdmin] = await Promise.all([signIn(DEMO.auroraStaff), signIn(DEMO.novaAdmin)]);
});

describe('the API under one user’s burst', () => {
  it('refuses a select that embeds ten levels deep before it reaches the database', async () => {
    let nested = 'id';
    for (let level = 0; level < 10; level += 1) {
      nested = `id,${level % 2 === 0 ? 'patients' : 'appointments'}(${nested})`;
    }
    const { error, status } = await staff.from('appointments').select(nested).limit(1);
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
    expect(error?.message).toBe('Embedding deeper than 4 levels is not allowed');
  });

  it('answers another clinic’s one-row request while most of a 40-request burst still waits', async () => {
    let finished = 0;
    const burst = Array.from({ length: 40 }, () =>
      staff
        .from('appointments')
        .select('id, patient:patients(id, appointments(id, patient:patients(id, name)))')
        .then((answer) => {
          finished += 1;
          return answer;
        }),
    );
    const small = await novaAdmin.from('clinics').select('id').limit(1);
    const finishedWhenAnswered = finished;
    expect(small.error).toBeNull();
    const answers = await Promise.all(burst);
    expect(answers.every((answer) => answer.error === null)).toBe(true);
    // Four of the burst at a time: the small request did not wait behind the other 36.
    expect(finishedWhenAnswered).toBeLessThan(10);
  });
});
