/**
 * The popup's repeat section as a plan (issue 41): what the desk typed (repeat, every N, weekdays,
 * the end) read into a series rule, the visits it makes from the popup's own date and time, which
 * of them collide, and which Save books: every visit that does not, and a colliding one the desk
 * gave another time that is free. The first visit is the popup's own, checked by its own Save.
 */
import type { WeekdayName } from '#core/calendar-days.ts';
import {
  atTime,
  expandSeries,
  type Occurrence,
  type SeriesRule,
  type SeriesRuleProblem,
  seriesRuleProblem,
} from '../rules/series.ts';
import { type Collision, type CollisionContext, listCollisions } from '../rules/series-collisions.ts';

export type RepeatChoice = 'none' | 'daily' | 'weekly';
export type SeriesEndChoice = 'count' | 'until';

export interface SeriesInput {
  repeat: RepeatChoice;
  /** Every how many days or weeks, as typed. */
  interval: string;
  weekdays: WeekdayName[];
  end: SeriesEndChoice;
  /** How many visits, as typed. */
  count: string;
  /** The last day, yyyy-MM-dd. */
  until: string;
}

export const NO_SERIES: SeriesInput = {
  repeat: 'none',
  interval: '1',
  weekdays: [],
  end: 'count',
  count: '10',
  until: '',
};

function typedInteger(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The rule typed, or null when the visit does not repeat. */
export function seriesRuleOf(input: SeriesInput): SeriesRule | null {
  if (input.repeat === 'none') return null;
  return {
    repeat: input.repeat,
    interval: typedInteger(input.interval),
    weekdays: input.repeat === 'weekly' ? input.weekdays : [],
    end:
      input.end === 'count'
        ? { kind: 'count', count: typedInteger(input.count) }
        : { kind: 'until', day: input.until.trim() },
  };
}

export interface SeriesPlan {
  problem: SeriesRuleProblem | undefined;
  /** The until-day asked for more than 52 visits: the series stops at 52. */
  capped: boolean;
  /** Every visit, at the time the desk gave it. */
  visits: Occurrence[];
  /** The visits after the first that cannot be booked as they are. */
  collisions: Collision[];
  /** What Save books, the first visit included. */
  booked: Occurrence[];
}

/** The plan of a repeating visit; null when it does not repeat. */
export function planSeries(
  firstDay: string,
  time: string,
  input: SeriesInput,
  /** Another time the desk picked for a visit that collided, by its index. */
  retimed: ReadonlyMap<number, string>,
  context: CollisionContext,
): SeriesPlan | null {
  const rule = seriesRuleOf(input);
  if (!rule) return null;
  const problem = seriesRuleProblem(firstDay, time, rule);
  if (problem) return { problem, capped: false, visits: [], collisions: [], booked: [] };
  const expansion = expandSeries(firstDay, time, rule);
  const visits = expansion.occurrences.map((visit) => {
    const other = retimed.get(visit.index);
    return other ? atTime(visit, other) : visit;
  });
  const collisions = listCollisions(visits.slice(1), context);
  const colliding = new Set(collisions.map((collision) => collision.occurrence.index));
  return {
    problem: undefined,
    capped: expansion.capped,
    visits,
    collisions,
    booked: visits.filter((visit) => !colliding.has(visit.index)),
  };
}
