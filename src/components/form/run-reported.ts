/**
 * A write as every screen runs it: the command, then the screen's success message, or its failure
 * message and one log line with the cause. Nothing is retried or thrown: the screen keeps what the
 * user typed and decides from the outcome. Pure over its reporters, so it is tested apart from the
 * toasts (run-save.ts binds them).
 */
export type SaveOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: unknown };

export interface SaveMessages {
  /** What the user is told when the write fails, in their language (the screen's own wording). */
  failed: string;
  /** What the user is told when it succeeds, if anything. */
  succeeded?: string;
  /** The log line, in English, for whoever reads the console: what was being written. */
  log: string;
}

export interface SaveReporters {
  error: (message: string) => void;
  success: (message: string) => void;
  log: (line: string, cause: unknown) => void;
}

export async function runReported<T>(
  command: () => Promise<T>,
  messages: SaveMessages,
  report: SaveReporters,
): Promise<SaveOutcome<T>> {
  let value: T;
  try {
    value = await command();
  } catch (error) {
    report.log(messages.log, error);
    report.error(messages.failed);
    return { ok: false, error };
  }
  if (messages.succeeded !== undefined) report.success(messages.succeeded);
  return { ok: true, value };
}
