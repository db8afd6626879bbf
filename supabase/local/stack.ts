/**
 * Starts the whole local stack in this process: PostgreSQL, migrations, demo seed, the mail
 * catcher, the API (auth, rest, storage, functions, realtime), the appointment-email outbox
 * worker and the built app. Used by `npm start` (start.ts) and by the backend tests' global setup.
 */
import { existsSync } from 'node:fs';
import type http from 'node:http';
import pg from 'pg';
import { sendMail } from '../functions/_shared/mailer.ts';
import { startAccessHistoryRetention } from './access-history-retention.ts';
import { createApiServer, type Stack } from './api-server.ts';
import { startAppointmentReminders } from './appointment-reminders.ts';
import { handleAuth } from './auth/auth-handler.ts';
import { EmailSendLimit } from './auth/email-send-limit.ts';
import { RECOVERY_EMAIL_INTERVAL_MS } from './auth/recovery.ts';
import { SignInAttempts } from './auth/sign-in-attempts.ts';
import { apiDatabaseUrl, type StackConfig } from './config.ts';
import { createPool } from './db.ts';
import { createFunctionsService } from './functions/functions-service.ts';
import { loadJwtKeys } from './jwt-keys.ts';
import { startMailCatcher } from './mail/mail-catcher.ts';
import { migrate } from './migrate.ts';
import { startPostgres } from './postgres.ts';
import { startRealtimeServer } from './realtime/realtime-server.ts';
import { handleRest } from './rest/rest-handler.ts';
import { startStaticServer } from './static-server.ts';
import { handleStorage } from './storage/storage-handler.ts';

export interface RunningStack {
  stack: Stack;
  databaseUrl: string;
  seeded: boolean;
  stop(): Promise<void>;
}

export interface StartOptions {
  log?: (line: string) => void;
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

export async function startStack(config: StackConfig, options: StartOptions = {}): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => console.error(line));
  const stoppers: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch((error: unknown) => log(String(error)));
  };
  try {
    const postgres = await startPostgres(config, log);
    stoppers.push(() => postgres.stop());
    await migrate(postgres.url);
    await setEmailClinicCeiling(postgres.url, config.emailClinicCeiling);

    // Requests connect as authenticator; migrations, seeds, auth and the email worker as the owner.
    const pool = createPool(apiDatabaseUrl(config), 40);
    const adminPool = createPool(postgres.url, 10);
    stoppers.push(async () => {
      await pool.end();
      await adminPool.end();
    });

    let seeded = false;
    if (config.seed) {
      const clinics = await adminPool.query('select count(*)::int as n from public.clinics');
      if (clinics.rows[0]?.n === 0) {
        const { seedDemo } = await import('../seed/demo-seed.ts');
        const client = await adminPool.connect();
        try {
          await seedDemo(client, new Date());
          seeded = true;
        } finally {
          client.release();
        }
      }
    }

    if (!process.env.SMTP_HOST) {
      const catcher = await startMailCatcher({
        host: config.host,
        smtpPort: config.catcherSmtpPort,
        webPort: config.mailWebPort,
      });
      stoppers.push(() => catcher.stop());
    }

    const stack: Stack = {
      config,
      jwtKeys: await loadJwtKeys(config.jwtSecret, config.dataDir),
      pool,
      adminPool,
      log,
      // Auth emails know no clinic: the sender is Cabinet, with no Reply-To.
      sendMail: (message) => sendMail(config.smtp, message),
      authLimits: {
        signIn: new SignInAttempts(),
        recoveryEmails: new EmailSendLimit(RECOVERY_EMAIL_INTERVAL_MS),
      },
    };
    const functions = createFunctionsService(stack);
    const api = createApiServer(stack, {
      auth: handleAuth,
      rest: handleRest,
      storage: handleStorage,
      functions: functions.handle,
    });
    const realtime = await startRealtimeServer(stack);
    api.on('upgrade', (req, socket, head) => {
      if (!realtime.handleUpgrade(req, socket, head)) socket.destroy();
    });
    await listen(api, config.apiPort, config.host);
    stoppers.push(() => close(api));
    stoppers.push(() => realtime.stop());
    await functions.startOutboxWorker({ reminders: config.remindersJob });
    stoppers.push(() => functions.stop());
    stoppers.push(startAccessHistoryRetention(stack));
    if (config.remindersJob) stoppers.push(startAppointmentReminders(stack));

    if (config.appDir && existsSync(config.appDir)) {
      // One build serves any stack: the app learns this stack's API from /app-config.js.
      const appConfig = { supabaseUrl: config.apiUrl, supabaseAnonKey: config.anonKey };
      const app = startStaticServer(config.appDir, { appConfig: () => appConfig });
      await listen(app, config.appPort, config.host);
      stoppers.push(() => close(app));
    }

    return { stack, databaseUrl: postgres.url, seeded, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The database-wide email ceiling (private.email_clinic_ceiling reads it), or the default back. */
async function setEmailClinicCeiling(url: string, ceiling: number | null): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const database = (await client.query<{ name: string }>('select current_database() as name')).rows[0]
      ?.name;
    if (!database) return;
    const target = `database ${client.escapeIdentifier(database)}`;
    await client.query(
      ceiling === null
        ? `alter ${target} reset cabinet.email_clinic_ceiling`
        : `alter ${target} set cabinet.email_clinic_ceiling = ${Math.trunc(ceiling)}`,
    );
  } finally {
    await client.end();
  }
}
