/**
 * The breadcrumb trail of the current path (spec §2), built by buildBreadcrumbs. A path is a
 * page when a route other than the not-found catch-all answers it.
 */
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { DEFAULT_LOCALE, isLocale } from '#i18n/locale.ts';
import { isAdministrator, type Role } from '#lib/roles.ts';
import { specializationName } from '#lib/specialization-name.ts';
import { HOME_LABEL, SEGMENT_LABELS } from './breadcrumb-labels.ts';
import { buildBreadcrumbs } from './breadcrumbs.ts';
import { configuratorSegmentLabel } from './configurator-crumbs.ts';

const NOT_FOUND_ROUTE = '/_authenticated/$';

/**
 * `role` names the people's list as the sidebar does (Users for administrators, Medics for the
 * others); `clinicName` names the clinic in the configurator's paths.
 */
export function BreadcrumbBar({ role, clinicName }: { role: Role; clinicName: string | null }) {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const isPage = (path: string) => {
    const found = router.getMatchedRoutes(path)[2];
    return found !== undefined && found.id !== NOT_FOUND_ROUTE;
  };
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const labelFor = (segment: string, index: number, segments: readonly string[]) => {
    const named = configuratorSegmentLabel(segments, index, {
      clinicName,
      specializationName: (id) => specializationName(id, locale),
    });
    if (named !== undefined) return named;
    const label = SEGMENT_LABELS[segment === 'medics' && isAdministrator(role) ? 'users' : segment];
    return label ? i18n._(label) : undefined;
  };
  const crumbs = buildBreadcrumbs(pathname, labelFor, i18n._(HOME_LABEL), isPage);
  return (
    <nav aria-label={t`Navigare`}>
      <ol className={css({ display: 'flex', gap: '2', fontSize: 'sm', color: 'muted', flexWrap: 'wrap' })}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its place in the path
            <li key={index} className={css({ display: 'flex', gap: '2' })}>
              {crumb.current ? (
                <span aria-current="page" className={css({ color: 'gray.900', fontWeight: 'medium' })}>
                  {crumb.label}
                </span>
              ) : crumb.href === null ? (
                <span>{crumb.label}</span>
              ) : (
                <Link to={crumb.href} className={css({ _hover: { textDecoration: 'underline' } })}>
                  {crumb.label}
                </Link>
              )}
              {last ? null : <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
