/** What `npm run load` is asked to do: the full run (200 devices) or `--quick` (the CI variant). */

export interface LoadOptions {
  devices: number;
  /** How long the devices keep making changes after they start, first sync included. */
  seconds: number;
  /** A desk's pause between two changes, ms (uniform between the two). */
  thinkMs: { min: number; max: number };
}

export const FULL_LOAD: LoadOptions = { devices: 200, seconds: 60, thinkMs: { min: 1000, max: 4000 } };
export const QUICK_LOAD: LoadOptions = { devices: 20, seconds: 15, thinkMs: { min: 1000, max: 4000 } };

export const LOAD_USAGE = `Usage: npm run load [-- --quick] [-- --devices N] [-- --seconds S]
  --quick        20 devices for 15 s (the CI variant); the full run is 200 devices for 60 s
  --devices N    simulated devices, ten per clinic (1-1000)
  --seconds S    how long they make changes, first sync included (5-3600)`;

function count(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

export function parseLoadArgs(args: readonly string[]): LoadOptions | { error: string } {
  let options = { ...FULL_LOAD };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--quick') options = { ...QUICK_LOAD, thinkMs: options.thinkMs };
    else if (arg === '--devices' || arg === '--seconds') {
      const value = count(args[++i], arg === '--devices' ? 1 : 5, arg === '--devices' ? 1000 : 3600);
      if (value === null) return { error: `${arg} needs a whole number in range\n${LOAD_USAGE}` };
      options = arg === '--devices' ? { ...options, devices: value } : { ...options, seconds: value };
    } else if (arg === '--help' || arg === '-h') return { error: LOAD_USAGE };
    else return { error: `Unknown argument: ${arg}\n${LOAD_USAGE}` };
  }
  return options;
}
