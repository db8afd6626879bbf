/** Appointment emails asked for by the database, on the test stack (cases: support/email-delivery-cases.ts). */
import { databaseUrl, signIn } from './harness.ts';
import { describeEmailDelivery } from './support/email-delivery-cases.ts';

describeEmailDelivery('test stack', { databaseUrl: () => databaseUrl, signIn: (email) => signIn(email) });
