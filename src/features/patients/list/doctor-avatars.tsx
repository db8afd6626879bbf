/**
 * A patient's associated doctors as overlapping avatars: four, then "+N" (spec part 1 §2). Like
 * the design system's StackedAvatars, but each image comes from storage (a signed URL or the
 * device's copy), which needs a hook per avatar.
 */
import { useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import type { UserDoc } from '../../../../sync/collections/users-collection.ts';
import { avatarRoot } from '../../../components/ui/avatar.tsx';
import { stackedAvatars } from '../../../components/ui/stacked-avatars.ts';
import { StoredAvatar } from './stored-avatar.tsx';

export function DoctorAvatars({
  doctorIds,
  usersById,
}: {
  doctorIds: readonly string[];
  usersById: ReadonlyMap<string, UserDoc>;
}) {
  const { t } = useLingui();
  if (doctorIds.length === 0) return <span>-</span>;
  const { shown, more } = stackedAvatars(doctorIds, 4);
  const names = doctorIds.map((id) => usersById.get(id)?.name ?? t`Medic necunoscut`);
  return (
    <div
      title={names.join(', ')}
      className={css({ display: 'flex', '& > *:not(:first-child)': { marginInlineStart: '-2' } })}
    >
      {shown.map((id) => {
        const doctor = usersById.get(id);
        return <StoredAvatar key={id} name={doctor?.name ?? null} image={doctor?.avatar ?? null} />;
      })}
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
