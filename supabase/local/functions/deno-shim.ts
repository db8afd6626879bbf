/**
 * Just enough of Deno for an edge function module to load and run in Node: `Deno.serve`
 * captures the handler instead of opening a port, and `Deno.env` answers what Supabase's edge
 * runtime sets (SUPABASE_URL, keys) plus the SMTP settings. The shim is one global per
 * process (globalThis.Deno); the last stack to install it provides the environment.
 */

export type FunctionHandler = (request: Request, info?: unknown) => Response | Promise<Response>;

type ServeOptions = { handler?: FunctionHandler } & Record<string, unknown>;

interface ServedFunction {
  finished: Promise<void>;
  shutdown(): Promise<void>;
  ref(): void;
  unref(): void;
  addr: { transport: 'tcp'; hostname: string; port: number };
}

interface DenoShim {
  serve(first: FunctionHandler | ServeOptions, second?: FunctionHandler): ServedFunction;
  env: {
    get(name: string): string | undefined;
    has(name: string): boolean;
    toObject(): Record<string, string>;
  };
}

let environment: Record<string, string> = {};
let captured: FunctionHandler | undefined;

function servedFunction(): ServedFunction {
  return {
    finished: new Promise<void>(() => {}),
    shutdown: async () => {},
    ref: () => {},
    unref: () => {},
    addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
  };
}

const shim: DenoShim = {
  serve(first, second) {
    const handler = typeof first === 'function' ? first : (second ?? first.handler);
    if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler');
    captured = handler;
    return servedFunction();
  },
  env: {
    get: (name) => environment[name],
    has: (name) => name in environment,
    toObject: () => ({ ...environment }),
  },
};

/** Installs the shim (once) and sets the environment functions see from now on. */
export function installDenoShim(env: Record<string, string>): void {
  environment = { ...env };
  const holder = globalThis as { Deno?: unknown };
  if (holder.Deno !== shim) {
    if (holder.Deno !== undefined) throw new Error('globalThis.Deno is already defined by something else');
    holder.Deno = shim;
  }
}

let loading: Promise<unknown> = Promise.resolve();
/** Node evaluates a module once per process, so handlers are kept per module URL for good. */
const handlers = new Map<string, Promise<FunctionHandler>>();

/**
 * Imports a function module and returns the handler it passed to Deno.serve. Imports run one
 * at a time so each captured handler is attributed to the module that registered it.
 */
export function loadFunctionModule(url: string): Promise<FunctionHandler> {
  const known = handlers.get(url);
  if (known) return known;
  const result = loading.then(async () => {
    captured = undefined;
    try {
      await import(url);
      const handler = captured;
      if (!handler) throw new Error(`${url} did not call Deno.serve`);
      return handler;
    } finally {
      captured = undefined;
    }
  });
  loading = result.catch(() => undefined);
  handlers.set(url, result);
  // Not kept when loading failed: a later call tries again (Node itself keeps a module whose
  // evaluation threw, so that one stays failed until the process restarts).
  result.catch(() => handlers.delete(url));
  return result;
}
