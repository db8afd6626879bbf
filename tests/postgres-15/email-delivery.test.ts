/** Appointment emails on Debian's PostgreSQL 15, which has neither pg_net nor pg_cron. */
import { describeEmailDelivery } from '../backend/support/email-delivery-cases.ts';
import { postgres15DatabaseUrl, signInOnPostgres15 } from './postgres-15-harness.ts';

describeEmailDelivery('PostgreSQL 15', {
  databaseUrl: () => postgres15DatabaseUrl,
  signIn: signInOnPostgres15,
});
