/// <reference lib="webworker" />
/**
 * The worker's run-time config (core/app-config.ts), imported before any other module of sw.ts
 * runs. The browser keeps the imported script with the worker and compares it on each update
 * check, so a changed config (another API, the upgrade rehearsal) is a new worker version.
 */
import { APP_CONFIG_PATH } from '#core/app-config.ts';

declare const self: ServiceWorkerGlobalScope;

self.importScripts(APP_CONFIG_PATH);
