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
import { runSave } from '#components/form/run-save.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { QueryState } from '#components/ui/query-state.tsx';
import { notify } from '#components/ui/toaster.tsx';
import { labelOf } from '#lib/label-of.ts';
import { valueOr } from '#lib/live-query.ts';
import { useNow } from '#lib/use-now.ts';
import type { TaskDoc, UserDoc } from '#sync/api/documents.ts';
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

const NO_DOCTORS: readonly UserDoc[] = [];
const NO_USERS: ReadonlyMap<string, UserDoc> = new Map();
const FAILED = css({ color: 'danger', fontWeight: 'medium' });
const WAITING = css({ color: 'muted' });

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
  // 'you' means the tasks assigned to the signed-in user or created by them.
  const me = profile?.id ?? null;
  const read = valueOr(data, null);
  const tasks = read?.tasks ?? null;
  // The toolbar and the dialog open before the tasks are read, with no doctors to offer yet.
  const doctors = read?.doctors ?? NO_DOCTORS;
  const usersById = read?.usersById ?? NO_USERS;

  const keep = useMemo(() => taskMatcher(query.filter, { now, me }), [query.filter, now, me]);
  const rows = useMemo(
    () =>
      query.view === 'table' && tasks ? sortTasks(tasks.filter(keep), query.sort ?? DEFAULT_TASK_SORT) : [],
    [tasks, keep, query.view, query.sort],
  );

  // Every failed move, advance or delete says the same: nothing changed.
  const moveFailed = t`Sarcina nu a putut fi salvată. Nimic nu s-a schimbat; încercați din nou.`;
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
      const label = labelOf(STATUS_LABELS, next, i18n);
      void runSave(() => advanceTask(db, task, column), {
        failed: moveFailed,
        succeeded: t`Sarcina a fost mutată în ${label}`,
        log: 'pipeline: advance failed',
      });
    },
    [db, tasks, moveFailed, i18n, t],
  );
  const onMove = useCallback(
    (task: TaskDoc, status: TaskStatus, placement: Placement) => {
      if (db)
        void runSave(() => moveTask(db, task, status, placement), {
          failed: moveFailed,
          log: 'pipeline: move failed',
        });
    },
    [db, moveFailed],
  );
  const onOpen = useCallback((task: TaskDoc) => setDialog({ open: true, task }), []);

  const onDeleteConfirmed = () => {
    const task = deleting;
    setDeleting(null);
    if (!db || !task) return;
    setDialog({ open: false });
    void runSave(() => removeTask(db, task.id), {
      failed: moveFailed,
      succeeded: t`Sarcina a fost ștearsă`,
      log: 'pipeline: delete failed',
    });
  };

  const onSave = async (values: TaskFormValues): Promise<boolean> => {
    if (!db || !dialog.open) return false;
    const saved = await runSave(() => saveTask(db, dialog.task, values, me), {
      failed: t`Sarcina nu a putut fi salvată. Nimic nu s-a pierdut din ce ai scris; încearcă din nou.`,
      log: 'pipeline: saving the task failed',
    });
    if (!saved.ok) return false;
    if (saved.value === 'created') notify.success(t`Sarcina a fost adăugată`);
    if (saved.value === 'updated') notify.success(t`Sarcina a fost actualizată`);
    return true;
  };

  const empty = tasks?.length === 0 ? t`Nu există încă sarcini.` : t`Nicio sarcină nu corespunde filtrelor.`;

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PipelineToolbar
        query={query}
        onQueryChange={onQueryChange}
        doctors={doctors}
        onAddTask={() => setDialog({ open: true, task: null })}
      />
      {!profile?.clinicId && data.state !== 'failed' ? (
        <p className={css({ color: 'muted' })}>{t`Alegeți o clinică pentru a vedea sarcinile ei.`}</p>
      ) : (
        <QueryState
          query={data}
          failed={(error) => t`Eroare la încărcarea sarcinilor: ${error.message}`}
          className={data.state === 'failed' ? FAILED : WAITING}
        >
          {(loaded) =>
            query.view === 'board' ? (
              <TaskBoard
                tasks={loaded.tasks}
                keep={keep}
                sort={query.sort}
                empty={empty}
                usersById={usersById}
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
                usersById={usersById}
                empty={empty}
                onOpen={onOpen}
                onAction={onAction}
              />
            )
          }
        </QueryState>
      )}
      {/* Mounted while open only: the board opens without building the dialogs' machines. */}
      {dialog.open ? (
        <TaskDialog
          open
          task={dialog.task}
          doctors={doctors}
          usersById={usersById}
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
