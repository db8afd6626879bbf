import { createFileRoute } from '@tanstack/react-router';
import { SignedInNotFoundPage } from '#app/shell/not-found-page.tsx';

/** Any path no page claims: the 404 inside the signed-in layout (a visitor gets the plain 404). */
export const Route = createFileRoute('/_authenticated/$')({
  component: SignedInNotFoundPage,
});
