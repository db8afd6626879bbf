/**
 * A task's assigned doctors as overlapping avatars: three on a card, four in the table, then "+N"
 * (spec part 1 §9), each picture resolved from storage; every name in the tooltip.
 */
import { useLingui } from '@lingui/react/macro';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { StackedAvatars } from '#components/ui/stacked-avatars.tsx';
import type { UserDoc } from '#sync/api/documents.ts';

export function AssigneeAvatars({
  assigneeIds,
  usersById,
  max,
}: {
  assigneeIds: readonly string[];
  usersById: ReadonlyMap<string, Pick<UserDoc, 'name' | 'avatar'>>;
  max: number;
}) {
  const { t } = useLingui();
  if (assigneeIds.length === 0) return <span>-</span>;
  const people = assigneeIds.map((id) => ({
    id,
    name: usersById.get(id)?.name ?? t`Medic necunoscut`,
    avatar: usersById.get(id)?.avatar ?? null,
  }));
  return (
    <StackedAvatars
      people={people}
      max={max}
      title={people.map((person) => person.name).join(', ')}
      renderAvatar={(person) => <StoredAvatar name={person.name} image={person.avatar} />}
    />
  );
}
