/** Overlapping avatars: at most four, then "+N" for the others. */
import { useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { Avatar, avatarRoot } from './avatar.tsx';
import { stackedAvatars } from './stacked-avatars.ts';

export interface AvatarPerson {
  id: string;
  name: string | null;
  avatar?: string | null;
}

export function StackedAvatars({ people, max = 4 }: { people: readonly AvatarPerson[]; max?: number }) {
  const { t } = useLingui();
  const { shown, more } = stackedAvatars(people, max);
  return (
    <div className={css({ display: 'flex', '& > *:not(:first-child)': { marginInlineStart: '-2' } })}>
      {shown.map((person) => (
        <Avatar key={person.id} name={person.name} src={person.avatar ?? null} />
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
