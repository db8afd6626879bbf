import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'ro',
  locales: ['ro', 'en'],
  fallbackLocales: { default: 'ro' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', '**/locales/**'],
    },
    // What the edge functions send (reminders): compiled to TypeScript beside the .po files, since
    // Deno imports no .po (npm run i18n:compile; npm run i18n:check says when it is out of date).
    {
      path: '<rootDir>/supabase/functions/_shared/locales/{locale}/messages',
      include: ['supabase/functions'],
      exclude: ['**/*.test.*', '**/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
