/**
 * What each kind of test may import (biome.json's overrides for tests/ and supabase/functions):
 * backend tests reach the server as any client, sync tests drive the sync layer below every
 * screen, end-to-end tests borrow pure rules but never a component or a hook, and an edge
 * function imports nothing of the repository outside its folder and _shared, nor Node's globals.
 */
import { describe, expect, it } from 'vitest';
import { describeImportRules, type ImportCase, lintInCopy } from './lint-in-copy.ts';

const FORBIDDEN: ImportCase[] = [
  [
    'a backend test → the app',
    'tests/backend/x.test.ts',
    "import { supabase as imported } from '#app/supabase-client.ts';",
  ],
  [
    'a backend test → a feature',
    'tests/backend/x.test.ts',
    "import { planMove as imported } from '#features/appointments/rules/move.ts';",
  ],
  [
    'a PostgreSQL 15 test → the clinic session',
    'tests/postgres-15/x.test.ts',
    "import { useLiveQuery as imported } from '#clinic-session/use-live-query.ts';",
  ],
  [
    'a sync test → a feature',
    'tests/sync/x.test.ts',
    "import { planMove as imported } from '#features/appointments/rules/move.ts';",
  ],
  [
    'a sync test → the design system',
    'tests/sync/support/x.ts',
    "import { notify as imported } from '#components/ui/toaster.tsx';",
  ],
  [
    'an e2e test → a component',
    'tests/e2e/x.spec.ts',
    "import { PageHeader as imported } from '#components/ui/page-header.tsx';",
  ],
  [
    'an e2e test → a hook of the clinic session',
    'tests/e2e/support/x.ts',
    "import { useLiveQuery as imported } from '#clinic-session/use-live-query.ts';",
  ],
  [
    "an e2e test → a feature's screen",
    'tests/e2e/x.spec.ts',
    "import { CalendarPage as imported } from '#features/appointments/calendar/calendar-page.tsx';",
  ],
  [
    'an edge function → the local stack',
    'supabase/functions/x/index.ts',
    "import { loadConfig as imported } from '../../local/config.ts';",
  ],
  [
    'an edge function → the sync layer',
    'supabase/functions/x/index.ts',
    "import { SYNCED_COLLECTIONS as imported } from '#sync/collections/collection-registry.ts';",
  ],
];

const ALLOWED: ImportCase[] = [
  [
    'a backend test → the local stack',
    'tests/backend/x.test.ts',
    "import { loadConfig as imported } from '#supabase/local/config.ts';",
  ],
  [
    'a backend test → the sync protocol',
    'tests/backend/x.test.ts',
    "import { SYNCED_COLLECTIONS as imported } from '#sync/collections/collection-registry.ts';",
  ],
  [
    'a sync test → the sync layer',
    'tests/sync/x.test.ts',
    "import { startFileSync as imported } from '#sync/files/file-sync.ts';",
  ],
  [
    'an e2e test → a pure rule of a feature',
    'tests/e2e/x.spec.ts',
    "import { weekLabel as imported } from '#features/appointments/rules/week-range.ts';",
  ],
  [
    'an e2e test → core',
    'tests/e2e/x.spec.ts',
    "import { clinicDay as imported } from '#core/bucharest-time.ts';",
  ],
  [
    'an edge function → _shared',
    'supabase/functions/x/index.ts',
    "import { json as imported } from '../_shared/responses.ts';",
  ],
  [
    'an edge function → a mapped npm package',
    'supabase/functions/x/index.ts',
    "import imported from 'nodemailer';",
  ],
];

describeImportRules('import rules for tests and edge functions', FORBIDDEN, ALLOWED);

describe("Node's globals in an edge function", () => {
  it('refuses process, Buffer, __dirname and require, and lets Buffer imported from node:buffer pass', () => {
    const output = lintInCopy({
      'supabase/functions/x/index.ts': [
        'export const a = process.env.X;',
        "export const b = Buffer.from('x');",
        'export const c = __dirname;',
        "export const d = require('x');",
      ].join('\n'),
      'supabase/functions/y/index.ts':
        "import { Buffer } from 'node:buffer';\nexport const b = Buffer.from('x');\n",
    });
    for (const line of [1, 2, 3, 4]) {
      expect(output).toMatch(new RegExp(`x/index\\.ts:${line}:\\d+ lint/style/noRestrictedGlobals`));
    }
    expect(output).not.toMatch(/y\/index\.ts:\d+:\d+ lint\/style\/noRestrictedGlobals/);
  });
});
