import { describe, expect, it } from 'vitest';
import { sampleRow } from '#sync/testing/sample-rows.ts';
import { placeBlocks } from './placed-block.ts';

const DAYS = [
  '2027-03-08',
  '2027-03-09',
  '2027-03-10',
  '2027-03-11',
  '2027-03-12',
  '2027-03-13',
  '2027-03-14',
];

function appointment(
  id: string,
  date: string,
  duration = 30,
  status: 'scheduled' | 'conflict' = 'scheduled',
) {
  return sampleRow('appointments', { id, appointment_date: date, duration_minutes: duration, status });
}

describe('placeBlocks', () => {
  it('places blocks by their Bucharest day and time, sized by duration', () => {
    // 10:00 Bucharest on Tuesday 2027-03-09 (UTC+2).
    const [block] = placeBlocks([appointment('a', '2027-03-09T08:00:00Z', 45)], DAYS, 8);
    expect(block).toMatchObject({
      day: '2027-03-09',
      dayIndex: 1,
      topRem: 14,
      heightRem: 5.25,
      lane: { lane: 0, lanes: 1 },
      times: { start: '10:00', end: '10:45' },
    });
  });

  it('puts a refused booking beside the appointment holding its slot', () => {
    const blocks = placeBlocks(
      [
        appointment('held', '2027-03-09T08:00:00Z', 60),
        appointment('refused', '2027-03-09T08:30:00Z', 30, 'conflict'),
      ],
      DAYS,
      8,
    );
    expect(blocks.map((block) => [block.appointment.id, block.lane])).toEqual([
      ['held', { lane: 0, lanes: 2 }],
      ['refused', { lane: 1, lanes: 2 }],
    ]);
  });

  it('leaves out other weeks and unreadable rows', () => {
    const blocks = placeBlocks(
      [
        appointment('next-week', '2027-03-15T08:00:00Z'),
        appointment('broken', 'tomorrow'),
        appointment('no-time', '2027-03-09T08:00:00Z', 0),
        // Sunday 23:30 Bucharest is still this week although the instant is already Sunday 21:30Z.
        appointment('late', '2027-03-14T21:30:00Z'),
      ],
      DAYS,
      8,
    );
    expect(blocks.map((block) => [block.appointment.id, block.day])).toEqual([['late', '2027-03-14']]);
  });
});
