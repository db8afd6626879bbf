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
  ],
  format: formatter({ lineNumbers: false }),
});
