/**
 * How a task reads on a card and in the table (spec part 1 §9): dates as dd.mm.yyyy on the
 * clinic's calendar, titles over 50 characters and descriptions over 100 cut short (the whole
 * text in a tooltip). Pure.
 */
import { clinicDay } from '#core/bucharest-time.ts';

export const TITLE_MAX_CHARS = 50;
export const DESCRIPTION_MAX_CHARS = 100;

/** dd.mm.yyyy of the instant's day in Bucharest; '' for none or an unreadable value. */
export function formatTaskDate(instant: string | null): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day] = clinicDay(date).split('-');
  return `${day}.${month}.${year}`;
}

/** The text cut to `max` characters with an ellipsis, and whether it was cut. */
export function shortened(text: string, max: number): { text: string; cut: boolean } {
  const characters = [...text];
  if (characters.length <= max) return { text, cut: false };
  return { text: `${characters.slice(0, max).join('').trimEnd()}…`, cut: true };
}
