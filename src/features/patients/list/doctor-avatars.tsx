/**
 * A patient's associated doctors as overlapping avatars: four, then "+N" (spec part 1 §2), each
 * picture resolved from storage; all the names in the tooltip, "-" when there are none.
 */
import { useLingui } from '@lingui/react/macro';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { StackedAvatars } from '#components/ui/stacked-avatars.tsx';
import type { UserDoc } from '#sync/api/documents.ts';

export function DoctorAvatars({
  doctorIds,
  usersById,
}: {
  doctorIds: readonly string[];
  usersById: ReadonlyMap<string, Pick<UserDoc, 'name' | 'avatar'>>;
}) {
  const { t } = useLingui();
  if (doctorIds.length === 0) return <span>-</span>;
  const people = doctorIds.map((id) => ({
    id,
    name: usersById.get(id)?.name ?? null,
    avatar: usersById.get(id)?.avatar ?? null,
  }));
  return (
    <div title={people.map((person) => person.name ?? t`Medic necunoscut`).join(', ')}>
      <StackedAvatars
        people={people}
        renderAvatar={(person) => <StoredAvatar name={person.name} image={person.avatar} />}
      />
    </div>
  );
}
