/** The greeting every email to a patient opens with (the appointment emails, the reminders). */
export const GREETING = /*i18n*/ { id: 'email.greeting', message: 'Bună ziua, {name},' };
export const GREETING_NO_NAME = /*i18n*/ { id: 'email.greeting.no-name', message: 'Bună ziua,' };
