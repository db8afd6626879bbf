import { describe, expect, it } from 'vitest';
import { accessKey, eventsReadyToSend, isRepeat, rowsNamedByEvent } from './access-event.ts';

describe('isRepeat', () => {
  it('is a repeat within ten minutes after, not at ten minutes nor before', () => {
    const at = '2026-11-29T10:00:00.000Z';
    expect(isRepeat(at, '2026-11-29T10:09:59.999Z')).toBe(true);
    expect(isRepeat(at, '2026-11-29T10:10:00.000Z')).toBe(false);
    expect(isRepeat(at, '2026-11-29T09:59:00.000Z')).toBe(false);
  });
});

describe('accessKey', () => {
  it('tells apart users, actions, subjects and records', () => {
    const base = { user_id: 'u', action: 'open', subject: 'visit', record_id: 'r' } as const;
    const keys = new Set([
      accessKey(base),
      accessKey({ ...base, user_id: 'v' }),
      accessKey({ ...base, action: 'download' }),
      accessKey({ ...base, subject: 'document' }),
      accessKey({ ...base, record_id: 's' }),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe('the causal order of events', () => {
  const visit = { subject: 'visit', record_id: 'a1', patient_id: 'p1' } as const;
  const history = { subject: 'medical_history', record_id: 'p2', patient_id: 'p2' } as const;
  const document = { subject: 'document', record_id: 'd1', patient_id: 'p3' } as const;

  it('names the patient and the row opened', () => {
    expect(rowsNamedByEvent(visit)).toEqual([
      { collection: 'patients', id: 'p1' },
      { collection: 'appointments', id: 'a1' },
    ]);
    expect(rowsNamedByEvent(history)).toEqual([{ collection: 'patients', id: 'p2' }]);
    expect(rowsNamedByEvent(document)).toEqual([
      { collection: 'patients', id: 'p3' },
      { collection: 'medical_documents', id: 'd1' },
    ]);
  });

  it('holds back an event while a row it names waits on this device, and the events after it', () => {
    const waiting = new Set(['appointments/a1']);
    const isWaiting = (collection: string, id: string) => waiting.has(`${collection}/${id}`);
    expect(eventsReadyToSend([document, history, visit], isWaiting)).toEqual([document, history]);
    expect(eventsReadyToSend([visit, document, history], isWaiting)).toEqual([]);
    expect(eventsReadyToSend([visit, document], () => false)).toEqual([visit, document]);
  });
});
