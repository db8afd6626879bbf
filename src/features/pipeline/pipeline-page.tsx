/**
 * The pipeline (spec part 1 §2–§9, issue 16): the toolbar, then the board or the table of the
 * clinic's tasks as the filters, 'you' / 'team' and the sort leave them, the task dialog and the
 * delete confirmation. Everything reads the device's database and writes to it, so it all works
 * offline; a failed write says so and leaves everything as it was.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { notify } from '#components/ui/toaster.tsx';
import { labelOf } from '#lib/label-of.ts';
import { useNow } from '#lib/use-now.ts';
import type { TaskDoc } from '#sync/api/documents.ts';
import type { TaskFormValues } from '#sync/validation/task-rules.ts';
import { boardColumn, nextStatus, type Placement, type TaskStatus } from './board-order.ts';
import type { PipelineQuery } from './pipeline-search.ts';
import { PipelineToolbar } from './pipeline-toolbar.tsx';
import { TaskBoard } from './task-board.tsx';
import { advanceTask, moveTask, removeTask, saveTask } from './task-commands.ts';
import { TaskDialog } from './task-dialog.tsx';
import { taskMatcher } from './task-filters.ts';
import { STATUS_LABELS } from './task-labels.ts';
import { DEFAULT_TASK_SORT, sortTasks } from './task-sort.ts';
import { TaskTable } from './task-table.tsx';
import { usePipelineData } from './use-pipeline-data.ts';

/** The dialog: closed, a new task, or a task being edited. */
type DialogState = { open: false } | { open: true; task: TaskDoc | null };

export function PipelinePage({
  query,
  onQueryChange,
}: {
  query: PipelineQuery;
  onQueryChange: (query: PipelineQuery) => void;
}) {
  const { t, i18n } = useLingui();
  const { db, profile } = useClinicSession();
  const data = usePipelineData();
  const now = useNow();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [deleting, setDeleting] = useState<TaskDoc | null>(null);

  const keep = useMemo(() => taskMatcher(query.filter, { now, me: data.me }), [query.filter, now, data.me]);
  const rows = useMemo(
    () =>
      query.view === 'table' && data.tasks
        ? sortTasks(data.tasks.filter(keep), query.sort ?? DEFAULT_TASK_SORT)
        : [],
    [data.tasks, keep, query.view, query.sort],
  );

  const failed = useCallback(
    (what: string) => (error: unknown) => {
      console.error(`pipeline: ${what} failed`, error);
      notify.error(t`Sarcina nu a putut fi salvată. Nimic nu s-a schimbat; încercați din nou.`);
    },
    [t],
  );

  const tasks = data.tasks;
  const onAction = useCallback(
    (task: TaskDoc) => {
      const next = nextStatus(task.status);
      if (!db || !tasks) return;
      if (!next) {
        setDeleting(task);
        return;
      }
      // On top of the whole column, whatever the filters hide.
      const column = boardColumn(tasks, next, () => true, null);
      advanceTask(db, task, column)
        .then(() => {
          const label = labelOf(STATUS_LABELS, next, i18n);
          notify.success(t`Sarcina a fost mutată în ${label}`);
        })
        .catch(failed('advance'));
    },
    [db, tasks, failed, i18n, t],
  );
  const onMove = useCallback(
    (task: TaskDoc, status: TaskStatus, placement: Placement) => {
      if (db) moveTask(db, task, status, placement).catch(failed('move'));
    },
    [db, failed],
  );
  const onOpen = useCallback((task: TaskDoc) => setDialog({ open: true, task }), []);

  const onDeleteConfirmed = () => {
    const task = deleting;
    setDeleting(null);
    if (!db || !task) return;
    setDialog({ open: false });
    removeTask(db, task.id)
      .then(() => notify.success(t`Sarcina a fost ștearsă`))
      .catch(failed('delete'));
  };

  const onSave = async (values: TaskFormValues): Promise<boolean> => {
    if (!db || !dialog.open) return false;
    try {
      const outcome = await saveTask(db, dialog.task, values, profile?.id ?? null);
      if (outcome === 'created') notify.success(t`Sarcina a fost adăugată`);
      if (outcome === 'updated') notify.success(t`Sarcina a fost actualizată`);
      return true;
    } catch (error) {
      console.error('pipeline: saving the task failed', error);
      notify.error(t`Sarcina nu a putut fi salvată. Nimic nu s-a pierdut din ce ai scris; încearcă din nou.`);
      return false;
    }
  };

  const empty =
    data.tasks === null
      ? t`Se încarcă...`
      : data.tasks.length === 0
        ? t`Nu există încă sarcini.`
        : t`Nicio sarcină nu corespunde filtrelor.`;

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PipelineToolbar
        query={query}
        onQueryChange={onQueryChange}
        doctors={data.doctors}
        onAddTask={() => setDialog({ open: true, task: null })}
      />
      {data.loadError !== null ? (
        <p role="alert" className={css({ color: 'danger', fontWeight: 'medium' })}>
          {t`Eroare la încărcarea sarcinilor: ${data.loadError}`}
        </p>
      ) : !profile?.clinicId ? (
        <p className={css({ color: 'muted' })}>{t`Alegeți o clinică pentru a vedea sarcinile ei.`}</p>
      ) : data.tasks === null ? (
        <p className={css({ color: 'muted' })}>{empty}</p>
      ) : query.view === 'board' ? (
        <TaskBoard
          tasks={data.tasks}
          keep={keep}
          sort={query.sort}
          empty={empty}
          usersById={data.usersById}
          onOpen={onOpen}
          onAction={onAction}
          onMove={onMove}
        />
      ) : (
        <TaskTable
          // A new filter or sort starts again from the first page.
          key={JSON.stringify([query.filter, query.sort])}
          tasks={rows}
          sort={query.sort}
          onSort={(sort) => onQueryChange({ ...query, sort })}
          usersById={data.usersById}
          empty={empty}
          onOpen={onOpen}
          onAction={onAction}
        />
      )}
      {/* Mounted while open only: the board opens without building the dialogs' machines. */}
      {dialog.open ? (
        <TaskDialog
          open
          task={dialog.task}
          doctors={data.doctors}
          usersById={data.usersById}
          onSave={onSave}
          onDelete={(task) => setDeleting(task)}
          onOpenChange={(open) => {
            if (!open) setDialog({ open: false });
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          title={t`Ștergeți sarcina?`}
          description={t`Sarcina „${deleting.title}” va fi ștearsă de pe toate dispozitivele clinicii.`}
          confirmLabel={t`Șterge`}
          cancelLabel={t`Anulează`}
          onConfirm={onDeleteConfirmed}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
        />
      ) : null}
    </div>
  );
}
