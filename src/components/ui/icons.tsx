/**
 * The app's line icons, drawn here on a 24-unit grid so the shell needs no icon package. Every
 * icon is decorative (aria-hidden): the text beside it, or the control's aria-label, names it.
 */
import { memo, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

export type IconName =
  | 'calendar'
  | 'patients'
  | 'users'
  | 'partners'
  | 'pipeline'
  | 'settings'
  | 'clinics'
  | 'record'
  | 'history'
  | 'services'
  | 'back'
  | 'logout'
  | 'lock'
  | 'collapse'
  | 'expand'
  | 'conflict'
  | 'status-active'
  | 'status-inactive'
  | 'status-deceased'
  | 'more'
  | 'advance'
  | 'trash'
  | 'board'
  | 'table'
  | 'sort-asc'
  | 'sort-desc'
  | 'grip';

const PATHS: Record<IconName, ReactNode> = {
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  patients: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M17 14c2.6 0 4.5 1.8 4.5 4.5" />
    </>
  ),
  partners: (
    <>
      <path d="M3 12l4-4 3 2 4-3 7 5" />
      <path d="M7 8l-4 4 6 6 2-1 2 1 6-5" />
    </>
  ),
  pipeline: (
    <>
      <rect x="3" y="4" width="5" height="16" rx="1" />
      <rect x="10" y="4" width="5" height="11" rx="1" />
      <rect x="17" y="4" width="4" height="7" rx="1" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
    </>
  ),
  clinics: (
    <>
      <path d="M4 21V7l8-4 8 4v14" />
      <path d="M2 21h20M12 9v6M9 12h6" />
    </>
  ),
  record: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M15 3v4h4M9 12h7M9 16h7" />
    </>
  ),
  history: (
    <>
      <path d="M3 12a9 9 0 1 0 3-6.7" />
      <path d="M3 4v4h4M12 7v5l3 2" />
    </>
  ),
  services: (
    <>
      <path d="M8 6h13M8 12h13M8 18h13" />
      <circle cx="4" cy="6" r="1" />
      <circle cx="4" cy="12" r="1" />
      <circle cx="4" cy="18" r="1" />
    </>
  ),
  back: <path d="M19 12H5M11 6l-6 6 6 6" />,
  logout: (
    <>
      <path d="M10 4H5v16h5" />
      <path d="M14 8l4 4-4 4M18 12H9" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  collapse: <path d="M15 6l-6 6 6 6" />,
  expand: <path d="M9 6l6 6-6 6" />,
  conflict: (
    <>
      <path d="M12 3l10 18H2z" />
      <path d="M12 10v5M12 18v.5" />
    </>
  ),
  'status-active': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.7 2.7L16.5 9" />
    </>
  ),
  'status-inactive': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  // A cross on a headstone: the usual mark for a deceased person on Romanian forms.
  'status-deceased': (
    <>
      <path d="M6 21V10a6 6 0 0 1 12 0v11z" />
      <path d="M12 9v7M9.5 11.5h5" />
    </>
  ),
  more: (
    <>
      <circle cx="12" cy="5.5" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="12" cy="18.5" r="1" />
    </>
  ),
  advance: <path d="M4 12h15M13 6l6 6-6 6" />,
  trash: (
    <>
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
      <path d="M10 11v6M14 11v6" />
    </>
  ),
  board: (
    <>
      <rect x="3" y="4" width="5" height="16" rx="1" />
      <rect x="10" y="4" width="5" height="11" rx="1" />
      <rect x="17" y="4" width="4" height="7" rx="1" />
    </>
  ),
  table: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <path d="M3 9h18M3 14h18M9 4v16" />
    </>
  ),
  'sort-asc': <path d="M7 20V4M3 8l4-4 4 4M14 8h7M14 13h5M14 18h3" />,
  'sort-desc': <path d="M7 4v16M3 16l4 4 4-4M14 6h3M14 11h5M14 16h7" />,
  // Six dots as one path of zero-length strokes with round caps: one node instead of six, on
  // every card of the board.
  grip: <path d="M9 6h0M15 6h0M9 12h0M15 12h0M9 18h0M15 18h0" strokeWidth="3.8" />,
};

// The line style from one class rather than five attributes on every icon (a board draws dozens).
const lineIcon = css({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '1.8',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

// Memoised: a menu re-rendered for a new location draws its icons again only if they change.
export const Icon = memo(function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={cx(lineIcon, className)}
    >
      {PATHS[name]}
    </svg>
  );
});
