/**
 * Each simulated device runs in a worker thread of one process, where a BroadcastChannel reaches
 * every thread: Dexie's channel would carry each device's writes to all the others, and the app's
 * tab channels would hear other devices' tabs, as no two browsers ever do. Imported first by the
 * worker (before Dexie opens its channel), this keeps a device's channels within its own thread.
 */
import { threadId } from 'node:worker_threads';

const SharedBroadcastChannel = globalThis.BroadcastChannel;

class DeviceBroadcastChannel extends SharedBroadcastChannel {
  readonly #name: string;

  constructor(name: string) {
    super(`${name}\u0000device-${threadId}`);
    this.#name = name;
  }

  override get name(): string {
    return this.#name;
  }
}

globalThis.BroadcastChannel = DeviceBroadcastChannel;
