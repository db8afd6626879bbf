import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { PageHeader } from '#components/ui/page-header.tsx';
import { PipelinePage } from '#features/pipeline/pipeline-page.tsx';
import { parsePipelineSearch, queryFromSearch, searchFromQuery } from '#features/pipeline/pipeline-search.ts';

// The view, filters, you/team and sort live in the URL, validated so a bad value falls back.
export const Route = createFileRoute('/_authenticated/pipeline/')({
  validateSearch: parsePipelineSearch,
  component: PipelineRoute,
});

function PipelineRoute() {
  const { t } = useLingui();
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  // One query object per URL, so the page's filtering runs again only when the URL changes.
  const query = useMemo(() => queryFromSearch(search), [search]);
  return (
    <>
      <PageHeader title={t`Sarcini`} />
      <div className={css({ padding: '6' })}>
        <PipelinePage
          query={query}
          onQueryChange={(next) => void navigate({ search: searchFromQuery(next), replace: true })}
        />
      </div>
    </>
  );
}
