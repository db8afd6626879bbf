/** What the medics screens say when the server refuses an account action, in ro and en. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountRefusal } from './account-actions.ts';

/** Creating a user: the spec's failure text where nothing more precise can be said. */
export const CREATE_REFUSALS: Record<AccountRefusal, MessageDescriptor> = {
  offline: msg`Crearea unui utilizator are nevoie de conexiune la server. Ce ai scris a rămas în formular; salvează din nou când revine conexiunea.`,
  email_taken: msg`Există deja un cont cu această adresă de email. Folosește altă adresă pentru emailul clinicii.`,
  not_allowed: msg`Nu ai dreptul să creezi acest utilizator.`,
  not_found: msg`Clinica nu a fost găsită.`,
  invalid: msg`Serverul a refuzat datele. Verifică câmpurile și încearcă din nou.`,
  no_account: msg`Nu s-a putut crea medicul/personalul/utilizatorul`,
  failed: msg`Nu s-a putut crea medicul/personalul/utilizatorul`,
};

/** The account settings of a stored user (reset, status, delete). */
export const ACCOUNT_REFUSALS: Record<AccountRefusal, MessageDescriptor> = {
  offline: msg`Setările contului au nevoie de conexiune la server. Încearcă din nou când revine conexiunea.`,
  email_taken: msg`Există deja un cont cu această adresă de email.`,
  not_allowed: msg`Nu ai dreptul să schimbi acest cont.`,
  not_found: msg`Utilizatorul nu a fost găsit.`,
  invalid: msg`Serverul a refuzat cererea.`,
  no_account: msg`Acest utilizator nu are cont de autentificare.`,
  failed: msg`Cererea nu a putut fi îndeplinită. Încearcă din nou.`,
};
