/**
 * The conflicts list (issue 4, item 6), opened from the header's sync indicator (the route adds
 * the page header, since features do not import each other): every open conflict of this device,
 * oldest first, each as a card with the fields where this device's version and the server's
 * differ, and the way out: keep the server's version or apply mine again. A booking whose slot
 * was taken needs a new time, which the calendar will offer; re-applying cannot. Rows refused
 * because of a new row the server never had (a new patient's booking) are shown with it and
 * settled with it in one step (issue 34).
 */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { QueryState } from '#components/ui/query-state.tsx';
import { ConflictCard } from './conflict-card.tsx';
import { useConflictsData } from './use-conflicts-data.ts';
import { useResolveConflict } from './use-resolve-conflict.ts';

export interface ConflictsPageProps {
  /**
   * Books a refused appointment again into the doctor's next free slot (the calendar's rule, handed
   * in by the route so this feature does not reach into another); it raises its own toasts.
   */
  rebookAppointment?: (appointmentId: string) => Promise<void>;
}

export function ConflictsPage({ rebookAppointment }: ConflictsPageProps = {}) {
  const { t } = useLingui();
  const query = useConflictsData();
  const { busyId, keepServer, reapplyMine, rebook } = useResolveConflict(rebookAppointment);
  // A failed read goes to the route's error screen; "none" keeps its own test id, hence drawn here.
  return (
    <QueryState query={query} className={css({ color: 'muted' })}>
      {({ groups, names }) =>
        groups.length === 0 ? (
          <p data-testid="conflicts-empty" className={css({ color: 'muted' })}>
            {t`Nu există conflicte.`}
          </p>
        ) : (
          <ul
            aria-label={t`Conflicte deschise`}
            className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
          >
            {groups.map((group) => (
              <ConflictCard
                key={group.lead.id}
                group={group}
                names={names}
                busy={busyId === group.lead.id}
                onKeepServer={() => keepServer(group.lead)}
                onReapplyMine={() => reapplyMine(group.lead)}
                {...(rebook ? { onRebook: () => rebook(group.lead) } : {})}
              />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
