/** Durations (appointments, doctor services): 15–480 minutes in steps of 15. */
export const DURATION_MIN = 15;
export const DURATION_MAX = 480;
export const DURATION_STEP = 15;

export interface DurationOption {
  /** The minute count as a string, e.g. '90'. */
  value: string;
  minutes: number;
  /** '45 min', '2h', '1h 30min' (spec part 1 §9). */
  label: string;
}

/** The label of a duration: '{n} min' under an hour, '{h}h' for whole hours, '{h}h {m}min' otherwise. */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}min`;
}

/** The duration choice list: 15 to 480 minutes in steps of 15 (32 options). */
export function durationOptions(): DurationOption[] {
  const options: DurationOption[] = [];
  for (let minutes = DURATION_MIN; minutes <= DURATION_MAX; minutes += DURATION_STEP) {
    options.push({ value: String(minutes), minutes, label: durationLabel(minutes) });
  }
  return options;
}
