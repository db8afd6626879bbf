/** A round avatar: the image when it loads, the name's initials otherwise (spec §8). */
import { Avatar } from '@ark-ui/react/avatar';
import { css } from 'styled-system/css';
import { initials } from '#lib/initials.ts';

export function UserAvatar({ name, src }: { name: string; src: string | null }) {
  return (
    <Avatar.Root
      className={css({
        width: '10',
        height: '10',
        borderRadius: 'full',
        bg: 'brand.100',
        color: 'brand.800',
        display: 'inline-grid',
        placeItems: 'center',
        overflow: 'hidden',
        fontWeight: 'semibold',
        flexShrink: 0,
      })}
    >
      <Avatar.Fallback>{initials(name)}</Avatar.Fallback>
      {src ? (
        <Avatar.Image
          src={src}
          alt={name}
          className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
        />
      ) : null}
    </Avatar.Root>
  );
}
