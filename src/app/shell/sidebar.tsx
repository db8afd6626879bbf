/**
 * The collapsible sidebar (spec part 1 §2): clinic name in capitals, the user, the menu of the
 * page (the role's main items, or the patient's pages, or the configurator's) with its ways back,
 * and at the bottom log out and ro/en. Collapsed or expanded is remembered on this device; until
 * the user chooses, it follows the screen (a tablet turned to portrait collapses it).
 * About 6rem wide collapsed, 21rem expanded; labels appear 150 ms after it widens. Collapsed, the
 * labels stay for screen readers (visually hidden), so every link keeps its name.
 */
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { LanguageToggle } from '#components/language-toggle.tsx';
import { Icon } from '#components/ui/icons.tsx';
import type { Role } from '#lib/roles.ts';
import { lockNow } from '../device-lock/device-lock-store.ts';
import { isActivePath, isRoutedPath, sidebarMenu } from './nav-items.ts';
import { BACK_LABELS, NAV_ICONS, NAV_LABELS } from './nav-labels.ts';
import type { ShellUser } from './shell-user.ts';
import {
  rememberedSidebarExpanded,
  storedSidebarExpanded,
  storeSidebarExpanded,
  WIDE_SCREEN_QUERY,
} from './sidebar-state.ts';
import { useDelayedTrue } from './use-delayed-true.ts';
import { UserAvatar } from './user-avatar.tsx';

/** Spec §2: the layout expands after 150 ms. */
const EXPAND_DELAY_MS = 150;

interface SidebarProps {
  role: Role;
  clinicName: string | null;
  user: ShellUser;
  onSignOut: () => void;
}

const itemStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minHeight: '11',
  paddingInline: '3',
  borderRadius: 'md',
  color: 'gray.800',
  fontWeight: 'medium',
  cursor: 'pointer',
  textAlign: 'start',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  '&[aria-current=page]': { bg: 'brand.100', color: 'brand.800' },
});

const iconStyle = css({
  width: '8',
  height: '8',
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: 'md',
  bg: 'brand.50',
  color: 'accent',
});

const hiddenLabel = css({ srOnly: true });
// Built once (css() works out class names from its object on every call): the sidebar renders
// again on every navigation, for the active entry.
const shownLabel = css({ whiteSpace: 'nowrap', overflow: 'hidden' });
const aside = {
  transition: `width ${EXPAND_DELAY_MS}ms ease-out`,
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  padding: '4',
  bg: 'surface',
  borderRightWidth: '1px',
  borderColor: 'border',
  position: 'sticky',
  top: '0',
  height: '100dvh',
  overflowY: 'auto',
  overflowX: 'hidden',
} as const;
const expandedAside = css(aside, { width: '21rem' });
const collapsedAside = css(aside, { width: '24' });
const topRow = css({ display: 'flex', alignItems: 'center', gap: '2', minHeight: '11' });
const toggleStyle = cx(itemStyle, css({ width: 'auto', justifyContent: 'center', paddingInline: '2' }));
const clinicNameStyle = css({ fontWeight: 'bold', color: 'accent', letterSpacing: 'wide' });
const userRow = css({ display: 'flex', alignItems: 'center', gap: '3', paddingInline: '2' });
const userNameStyle = css({ fontWeight: 'medium' });
const navStyle = css({ flex: '1' });
const stack = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const languageRow = css({ paddingInline: '1' });

export function Sidebar({ role, clinicName, user, onSignOut }: SidebarProps) {
  const { i18n, t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [expanded, setExpanded] = useState(() =>
    storedSidebarExpanded(window.localStorage, window.innerWidth),
  );
  const showLabels = useDelayedTrue(expanded, EXPAND_DELAY_MS);
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN_QUERY);
    const followScreen = () => {
      if (rememberedSidebarExpanded(window.localStorage) === undefined) setExpanded(wide.matches);
    };
    wide.addEventListener('change', followScreen);
    return () => wide.removeEventListener('change', followScreen);
  }, []);
  const navId = useId();
  const labelClass = showLabels ? shownLabel : hiddenLabel;
  const menu = sidebarMenu(role, pathname);

  const toggle = () => {
    const next = !expanded;
    storeSidebarExpanded(window.localStorage, next);
    setExpanded(next);
  };

  return (
    <aside
      data-testid="sidebar"
      data-expanded={expanded}
      data-labels-shown={showLabels}
      className={expanded ? expandedAside : collapsedAside}
    >
      <div className={topRow}>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={navId}
          aria-label={t`Meniu`}
          onClick={toggle}
          className={toggleStyle}
        >
          <span className={iconStyle}>
            <Icon name={expanded ? 'collapse' : 'expand'} />
          </span>
        </button>
        <span data-testid="clinic-name" className={cx(labelClass, clinicNameStyle)}>
          {(clinicName ?? 'Cabinet').toLocaleUpperCase()}
        </span>
      </div>

      <div className={userRow}>
        <UserAvatar name={user.name} src={user.avatar} />
        <span data-testid="user-name" className={cx(labelClass, userNameStyle)}>
          {user.name}
        </span>
      </div>

      <nav id={navId} aria-label={t`Meniu principal`} className={navStyle}>
        <ul className={stack}>
          {menu.items.map((item) => (
            <li key={item.id}>
              <MenuLink path={item.path} active={isActivePath(item.path, pathname)}>
                <span className={iconStyle}>
                  <Icon name={NAV_ICONS[item.id]} />
                </span>
                <span data-part="label" className={labelClass}>
                  {i18n._(NAV_LABELS[item.id])}
                </span>
              </MenuLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className={stack}>
        {menu.back.map((link) => (
          <MenuLink key={link.id} path={link.path} active={false}>
            <span className={iconStyle}>
              <Icon name="back" />
            </span>
            <span className={labelClass}>{i18n._(BACK_LABELS[link.id])}</span>
          </MenuLink>
        ))}
        {/* A desk stepping away locks the tablet at once instead of waiting for the idle time. */}
        <button type="button" className={itemStyle} onClick={lockNow}>
          <span className={iconStyle}>
            <Icon name="lock" />
          </span>
          <span className={labelClass}>{t`Blochează`}</span>
        </button>
        <button type="button" className={itemStyle} onClick={onSignOut}>
          <span className={iconStyle}>
            <Icon name="logout" />
          </span>
          <span className={labelClass}>{t`Deconectare`}</span>
        </button>
        <div className={languageRow}>
          <LanguageToggle />
        </div>
      </div>
    </aside>
  );
}

/**
 * A menu entry: a router Link for a route that exists (middle-click, focus and the active state
 * work as for any link); an item whose screen has not landed yet links to its path too, followed
 * client-side through the history so the signed-in 404 shows inside the layout until it lands.
 */
function MenuLink({ path, active, children }: { path: string; active: boolean; children: ReactNode }) {
  const router = useRouter();
  const current = active ? 'page' : undefined;
  if (isRoutedPath(path)) {
    return (
      <Link to={path} aria-current={current} activeProps={{}} className={itemStyle}>
        {children}
      </Link>
    );
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    router.history.push(path);
  };
  return (
    <a href={path} onClick={follow} aria-current={current} className={itemStyle}>
      {children}
    </a>
  );
}
