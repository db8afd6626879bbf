/**
 * Settings of the local stack. Defaults are the Supabase CLI's local ports and keys, so
 * `supabase start` could stand in for this stack where Docker exists; every value can be
 * overridden from the environment (tests run a second stack on other ports).
 */
import path from 'node:path';

export const ROOT_DIR = path.resolve(import.meta.dirname, '..', '..');

/** The Supabase CLI's default local JWT secret. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/**
 * The CLI's default anon and service_role keys: HS256 with DEFAULT_JWT_SECRET, claims
 * {iss: 'supabase-demo', role, exp: 1983812996}. Constants, because signing (jose) is async and
 * the config is not; jwt.test.ts checks that they verify with the default secret.
 */
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEFAULT_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS (port 465 style); plain SMTP otherwise. */
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
}

export interface StackConfig {
  host: string;
  apiPort: number;
  dbPort: number;
  mailWebPort: number;
  appPort: number;
  /** Where the embedded PostgreSQL keeps its data (git-ignored). */
  dataDir: string;
  /** Stored objects of the storage API, bytes on disk. */
  storageDir: string;
  /** When set, no embedded server is started: this Postgres is used instead. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  anonKey: string;
  serviceKey: string;
  /** Access-token lifetime in seconds (GoTrue's default is 3600). */
  jwtExpiry: number;
  /** The app's origin: the default and allowed target of emailed links. */
  siteUrl: string;
  apiUrl: string;
  /** The mail catcher's SMTP port, used unless SMTP_HOST points at a real server. */
  catcherSmtpPort: number;
  smtp: SmtpSettings;
  /** Seed the demo clinics when the database holds no clinic. */
  seed: boolean;
  /** Directory of the built app served on appPort (absent: no app server). */
  appDir: string | undefined;
  /**
   * Appointment emails a clinic may send a minute (CABINET_EMAIL_CLINIC_CEILING); null keeps the
   * migration's default. The test stacks raise it: their suites book thousands a minute on purpose.
   */
  emailClinicCeiling: number | null;
  /**
   * Whether the embedded PostgreSQL waits for the disk on each commit (CABINET_DB_DURABLE, on
   * unless '0'). The test stacks turn it off: their databases are thrown away after the run, and
   * a crash there loses nothing anyone needs.
   */
  durableWrites: boolean;
  /**
   * Whether the stack queues tomorrow's reminders every minute and sends them, as pg_cron does on a
   * hosted project (CABINET_REMINDERS, on unless '0'). The test stacks turn it off: what they send
   * must not depend on the hour they run at; their tests queue and send themselves.
   */
  remindersJob: boolean;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function positiveInt(value: string | undefined): number | null {
  const parsed = int(value, 0);
  return parsed > 0 ? parsed : null;
}

/** The API key from the environment, else the CLI default, which only the default secret signed. */
function apiKey(env: NodeJS.ProcessEnv, name: string, fallback: string, jwtSecret: string): string {
  const given = env[name];
  if (given !== undefined) return given;
  if (jwtSecret !== DEFAULT_JWT_SECRET)
    throw new Error(`JWT_SECRET is set: set ${name} too, a JWT signed with that secret`);
  return fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const host = env.CABINET_HOST ?? '127.0.0.1';
  const apiPort = int(env.CABINET_API_PORT, 54321);
  const dbPort = int(env.CABINET_DB_PORT, 54322);
  const mailWebPort = int(env.CABINET_MAIL_PORT, 54324);
  const catcherSmtpPort = int(env.CABINET_SMTP_PORT, 54325);
  const appPort = int(env.CABINET_APP_PORT, 5173);
  const jwtSecret = env.JWT_SECRET ?? DEFAULT_JWT_SECRET;
  const dataDir = path.resolve(ROOT_DIR, env.CABINET_DATA_DIR ?? '.data/local');
  return {
    host,
    apiPort,
    dbPort,
    mailWebPort,
    appPort,
    dataDir,
    storageDir: path.join(dataDir, 'storage'),
    databaseUrl: env.DATABASE_URL,
    jwtSecret,
    anonKey: apiKey(env, 'SUPABASE_ANON_KEY', DEFAULT_ANON_KEY, jwtSecret),
    serviceKey: apiKey(env, 'SUPABASE_SERVICE_ROLE_KEY', DEFAULT_SERVICE_KEY, jwtSecret),
    jwtExpiry: int(env.JWT_EXPIRY, 3600),
    siteUrl: env.SITE_URL ?? `http://localhost:${appPort}`,
    apiUrl: env.API_EXTERNAL_URL ?? `http://${host}:${apiPort}`,
    catcherSmtpPort,
    smtp: {
      host: env.SMTP_HOST ?? host,
      port: int(env.SMTP_PORT, catcherSmtpPort),
      secure: env.SMTP_SECURE === 'true',
      user: env.SMTP_USER,
      pass: env.SMTP_PASS,
      from: env.SMTP_FROM ?? 'Cabinet <no-reply@cabinet.local>',
    },
    seed: env.CABINET_SEED !== 'false',
    appDir: env.CABINET_APP_DIR === '' ? undefined : path.resolve(ROOT_DIR, env.CABINET_APP_DIR ?? 'dist'),
    emailClinicCeiling: positiveInt(env.CABINET_EMAIL_CLINIC_CEILING),
    durableWrites: env.CABINET_DB_DURABLE !== '0',
    remindersJob: env.CABINET_REMINDERS !== '0',
  };
}

/**
 * The connection string the API's requests use: the authenticator role, which can log in and
 * become anon, authenticated or service_role and nothing else (as hosted Supabase's PostgREST
 * connects), so even an injected `reset role` would hold no privilege (issue 17, finding 10).
 */
export function apiDatabaseUrl(config: StackConfig): string {
  const url = new URL(adminDatabaseUrl(config));
  url.username = 'authenticator';
  url.password = 'postgres';
  return url.toString();
}

/** The connection string of the stack's Postgres as the superuser. */
export function adminDatabaseUrl(config: StackConfig): string {
  return config.databaseUrl ?? `postgres://postgres:postgres@${config.host}:${config.dbPort}/postgres`;
}
