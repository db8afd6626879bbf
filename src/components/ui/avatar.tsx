/** A round avatar: the image when it loads, else the initials (spec §8) of the name. */
import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { css } from 'styled-system/css';
import { initials } from '#lib/initials.ts';

export const avatarRoot = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '10',
  height: '10',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'brand.100',
  color: 'brand.800',
  fontWeight: 'semibold',
  fontSize: 'sm',
  flexShrink: 0,
  border: '2px solid white',
});

export function Avatar({ name, src }: { name: string | null; src?: string | null }) {
  // Without a picture there is nothing to load: plain initials, no Ark machine (a board shows
  // hundreds of avatars).
  if (!src) {
    return (
      // The initials inside role="img" are presentational: the label is what is read.
      <span className={avatarRoot} aria-label={name ?? undefined} role="img">
        {initials(name)}
      </span>
    );
  }
  return (
    <ArkAvatar.Root className={avatarRoot} aria-label={name ?? undefined} role="img">
      <ArkAvatar.Fallback aria-hidden="true">{initials(name)}</ArkAvatar.Fallback>
      <ArkAvatar.Image
        src={src}
        alt=""
        className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
      />
    </ArkAvatar.Root>
  );
}
