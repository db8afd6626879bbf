/**
 * The one way a screen runs a write (a save, a delete, a move): the screen's failure message as a
 * toast in ro/en, the cause logged once, the success toast when the screen has one.
 */
import { notify } from '#components/ui/toaster.tsx';
import { runReported, type SaveMessages, type SaveOutcome } from './run-reported.ts';

export type { SaveMessages, SaveOutcome };

export function runSave<T>(command: () => Promise<T>, messages: SaveMessages): Promise<SaveOutcome<T>> {
  return runReported(command, messages, {
    error: (message) => notify.error(message),
    success: (message) => notify.success(message),
    log: (line, cause) => console.error(line, cause),
  });
}
