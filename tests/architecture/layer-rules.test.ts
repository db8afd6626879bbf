import { describeImportRules, type ImportCase } from './lint-in-copy.ts';

const FORBIDDEN: ImportCase[] = [
  [
    'a feature → the app',
    'src/features/patients/list/x.ts',
    "import { router as imported } from '#app/router.ts';",
  ],
  [
    'a feature → the app, climbing',
    'src/features/patients/list/x.ts',
    "import { router as imported } from '../../../app/router.ts';",
  ],
  [
    'a feature → another feature',
    'src/features/patients/list/x.ts',
    "import { planMove as imported } from '#features/appointments/rules/move.ts';",
  ],
  [
    'a feature → another feature, climbing',
    'src/features/patients/list/x.ts',
    "import { planMove as imported } from '../../appointments/rules/move.ts';",
  ],
  [
    'a feature top-level file → another feature',
    'src/features/conflicts/x.ts',
    "import { planMove as imported } from '../appointments/rules/move.ts';",
  ],
  [
    'a feature → supabase-js',
    'src/features/patients/list/x.ts',
    "import { createClient as imported } from '@supabase/supabase-js';",
  ],
  [
    'a feature → the supabase client',
    'src/features/patients/list/x.ts',
    "import { supabase as imported } from '#app/supabase-client.ts';",
  ],
  [
    'a feature → rxdb',
    'src/features/patients/list/x.ts',
    "import { createRxDatabase as imported } from 'rxdb';",
  ],
  ['a feature → dexie', 'src/features/patients/list/x.ts', "import imported from 'dexie';"],
  [
    'a feature → sync/ past sync/api',
    'src/features/patients/list/x.ts',
    "import { queueUpload as imported } from '#sync/files/queue-upload.ts';",
  ],
  [
    'a feature → sync/replication',
    'src/features/conflicts/x.ts',
    "import { jsonEqual as imported } from '#sync/replication/json-equal.ts';",
  ],
  [
    "a feature's test → the app",
    'src/features/patients/list/x.test.ts',
    "import { router as imported } from '#app/router.ts';",
  ],
  [
    "a feature's test → another feature",
    'src/features/patients/list/x.test.ts',
    "import { planMove as imported } from '#features/appointments/rules/move.ts';",
  ],
  [
    'the design system → sync/',
    'src/components/ui/x.ts',
    "import { patients$ as imported } from '#sync/api/patient-queries.ts';",
  ],
  [
    'the design system → a feature',
    'src/components/ui/x.ts',
    "import { PatientsList as imported } from '#features/patients/list/patients-list.tsx';",
  ],
  [
    'the design system → the clinic session',
    'src/components/ui/x.ts',
    "import { useLiveQuery as imported } from '#clinic-session/use-live-query.ts';",
  ],
  ['the design system → dexie', 'src/components/ui/x.ts', "import imported from 'dexie';"],
  [
    'the clinic session → the app',
    'src/clinic-session/x.ts',
    "import { router as imported } from '#app/router.ts';",
  ],
  [
    'the clinic session → sync/ past sync/api',
    'src/clinic-session/x.ts',
    "import { startClinicSync as imported } from '#sync/replication/start-clinic-sync.ts';",
  ],
  [
    'src/lib → the design system',
    'src/lib/x.ts',
    "import { Avatar as imported } from '#components/ui/avatar.tsx';",
  ],
  ['sync/ → src/', 'sync/api/x.ts', "import { normalizeRole as imported } from '#lib/roles.ts';"],
  [
    'sync/ → src/, climbing',
    'sync/api/x.ts',
    "import { normalizeRole as imported } from '../../src/lib/roles.ts';",
  ],
  ['core/ → sync/', 'core/x.ts', "import { patients$ as imported } from '#sync/api/patient-queries.ts';"],
  [
    'the shell → supabase-js',
    'src/app/shell/x.ts',
    "import { createClient as imported } from '@supabase/supabase-js';",
  ],
  [
    'a route → the supabase client',
    'src/routes/x.ts',
    "import { supabase as imported } from '#app/supabase-client.ts';",
  ],
  [
    'the app → the local stack',
    'src/app/x.ts',
    "import { startStack as imported } from '#supabase/local/stack.ts';",
  ],
  [
    "the app's sign-in → the local stack",
    'src/app/auth/x.ts',
    "import { startStack as imported } from '#supabase/local/stack.ts';",
  ],
  [
    'the service worker → the local stack',
    'src/service-worker/x.ts',
    "import { startStack as imported } from '#supabase/local/stack.ts';",
  ],
  [
    'src/lib → the local stack',
    'src/lib/x.ts',
    "import { startStack as imported } from '#supabase/local/stack.ts';",
  ],
  [
    'the clinic session → the local stack',
    'src/clinic-session/x.ts',
    "import { startStack as imported } from '#supabase/local/stack.ts';",
  ],
  [
    'sync/ → its test helpers',
    'sync/api/x.ts',
    "import { sampleRow as imported } from '#sync/testing/sample-rows.ts';",
  ],
  [
    'sync/ → its test helpers, climbing',
    'sync/replication/x.ts',
    "import { testDatabase as imported } from '../testing/api-test-database.ts';",
  ],
  [
    'the app → the test helpers',
    'src/app/x.ts',
    "import { sampleRow as imported } from '#sync/testing/sample-rows.ts';",
  ],
  [
    'a feature → the test helpers',
    'src/features/patients/list/x.ts',
    "import { sampleRow as imported } from '#sync/testing/sample-rows.ts';",
  ],
];

const ALLOWED: ImportCase[] = [
  [
    'a feature → sync/api',
    'src/features/patients/list/x.ts',
    "import { patients$ as imported } from '#sync/api/patient-queries.ts';",
  ],
  [
    'a feature → the clinic session',
    'src/features/patients/list/x.ts',
    "import { useLiveQuery as imported } from '#clinic-session/use-live-query.ts';",
  ],
  [
    'a feature → the design system',
    'src/features/patients/list/x.ts',
    "import { PageHeader as imported } from '#components/ui/page-header.tsx';",
  ],
  [
    'a feature → its own folder',
    'src/features/patients/list/x.ts',
    "import { readPatientForm as imported } from '../form/patient-form-values.ts';",
  ],
  [
    "a feature's test → the sync layer's internals",
    'src/features/patients/list/x.test.ts',
    "import { createConflictStore as imported } from '#sync/replication/conflict-store.ts';",
  ],
  [
    'the app → supabase-js',
    'src/app/auth/x.ts',
    "import { createClient as imported } from '@supabase/supabase-js';",
  ],
  [
    'the clinic session → sync/api',
    'src/clinic-session/x.ts',
    "import { patients$ as imported } from '#sync/api/patient-queries.ts';",
  ],
  [
    'sync/ → core/',
    'sync/api/x.ts',
    "import { searchTerms as imported } from '#core/normalize-for-search.ts';",
  ],
  [
    'a sync test → the test helpers',
    'sync/api/x.test.ts',
    "import { sampleRow as imported } from '../testing/sample-rows.ts';",
  ],
  [
    'a test helper → another',
    'sync/testing/x.ts',
    "import { sampleRow as imported } from './sample-rows.ts';",
  ],
  [
    "a feature's test → the test helpers",
    'src/features/patients/list/x.test.ts',
    "import { sampleRow as imported } from '#sync/testing/sample-rows.ts';",
  ],
];

describeImportRules('layer rules in biome.json', FORBIDDEN, ALLOWED);
