/**
 * Overlapping avatars: at most four, then "+N" for the others. Each person is drawn with the plain
 * Avatar unless the caller draws them itself (e.g. resolving a stored image path to a URL, which
 * the design system cannot do).
 */
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Avatar, avatarRoot } from './avatar.tsx';
import { stackedAvatars } from './stacked-avatars.ts';

const stack = css({ display: 'flex', '& > *:not(:first-child)': { marginInlineStart: '-2' } });

export interface AvatarPerson {
  id: string;
  name: string | null;
  /** An image address the browser can load as it is. */
  avatar?: string | null;
}

export function StackedAvatars<P extends AvatarPerson>({
  people,
  max = 4,
  title,
  renderAvatar = (person) => <Avatar name={person.name} src={person.avatar ?? null} />,
}: {
  people: readonly P[];
  max?: number;
  /** A tooltip over the whole stack (e.g. every name). */
  title?: string;
  renderAvatar?: (person: P) => ReactNode;
}) {
  const { t } = useLingui();
  const { shown, more } = stackedAvatars(people, max);
  return (
    <div title={title} className={stack}>
      {shown.map((person) => (
        <Fragment key={person.id}>{renderAvatar(person)}</Fragment>
      ))}
      {more > 0 ? (
        <span
          role="img"
          aria-label={t`încă ${more}`}
          className={cx(avatarRoot, css({ bg: 'gray.200', color: 'gray.800' }))}
        >
          +{more}
        </span>
      ) : null}
    </div>
  );
}
