/** The texts of the auth rules' keys, in the catalogs (ro source; en as the spec words them). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthProblem } from './auth-form-rules.ts';

export const authProblemMessages = {
  emailRequired: msg`Emailul este obligatoriu`,
  emailInvalid: msg`Introduceți o adresă de email validă`,
  passwordTooShort: msg`Parola trebuie să aibă cel puțin 6 caractere`,
  emailAndPasswordRequired: msg`Emailul și parola sunt obligatorii`,
  resetEmailRequired: msg`Emailul este necesar pentru resetarea parolei`,
  newPasswordTooShort: msg`Parola trebuie să aibă o lungime de cel puțin 6 caractere`,
  passwordsDiffer: msg`Parolele nu coincid`,
} satisfies Record<AuthProblem, MessageDescriptor>;
