/** The breadcrumb trail of the current path (spec §2), built by buildBreadcrumbs. */
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { HOME_LABEL, SEGMENT_LABELS } from './breadcrumb-labels.ts';
import { buildBreadcrumbs } from './breadcrumbs.ts';

export function BreadcrumbBar() {
  const { i18n, t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const labelFor = (segment: string) => {
    const label = SEGMENT_LABELS[segment];
    return label ? i18n._(label) : undefined;
  };
  const crumbs = buildBreadcrumbs(pathname, labelFor, i18n._(HOME_LABEL));
  return (
    <nav aria-label={t`Navigare`}>
      <ol className={css({ display: 'flex', gap: '2', fontSize: 'sm', color: 'muted', flexWrap: 'wrap' })}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className={css({ display: 'flex', gap: '2' })}>
              {last ? (
                <span aria-current="page" className={css({ color: 'gray.900', fontWeight: 'medium' })}>
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.href} className={css({ _hover: { textDecoration: 'underline' } })}>
                    {crumb.label}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
