import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewPatientPage } from '#features/patients/form/patient-form-pages.tsx';
import { safeAppPath } from '#lib/app-path.ts';

/** `returnTo`: a screen of this app that sent the user here to register a patient on the way. */
const searchSchema = v.object({
  returnTo: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(safeAppPath))), undefined),
});

/** A new patient (spec part 1 §2). Every signed-in role of a clinic registers patients. */
export const Route = createFileRoute('/_authenticated/patients/new')({
  validateSearch: searchSchema,
  component: NewPatientRoute,
});

function NewPatientRoute() {
  const { returnTo } = Route.useSearch();
  return <NewPatientPage returnTo={returnTo} />;
}
