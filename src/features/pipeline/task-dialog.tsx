/**
 * The task dialog (spec part 1 §5, issue 16), to create and to edit: title and description
 * required, at least one assigned doctor ('Selectați cel puțin un medic'), priority (medium for a
 * new task), an optional due date, and in edit the status. The design system's checked form: a
 * refused Save stores nothing and focuses the first field in error; the form is made afresh at
 * each opening, and what was typed stays until the dialog closes. Editing, the task can be deleted
 * from here too (after a confirmation).
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { useCheckedForm } from '#components/form/use-checked-form.ts';
import { dangerButton } from '#components/ui/button-styles.ts';
import { CheckboxListField } from '#components/ui/checkbox-list-field.tsx';
import { DatePickerField } from '#components/ui/date-picker-field.tsx';
import { DialogFormActions, DialogFrame } from '#components/ui/dialog-frame.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextAreaField } from '#components/ui/text-area-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import type { TaskDoc, UserDoc } from '#sync/api/documents.ts';
import { TASK_PRIORITIES, TASK_STATUSES, type TaskFormValues } from '#sync/validation/task-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import { checkTaskForm, emptyTaskForm, taskFormInput } from './task-form-values.ts';
import { PRIORITY_LABELS, STATUS_LABELS } from './task-labels.ts';

interface TaskDialogProps {
  open: boolean;
  /** The task being edited; null to create one. */
  task: TaskDoc | null;
  /** Who may be assigned: the clinic's doctors. */
  doctors: readonly UserDoc[];
  usersById: ReadonlyMap<string, Pick<UserDoc, 'name' | 'avatar'>>;
  /** Stores the values; answers whether they were stored (the dialog then closes). */
  onSave: (values: TaskFormValues) => Promise<boolean>;
  onDelete: (task: TaskDoc) => void;
  onOpenChange: (open: boolean) => void;
}

export function TaskDialog({ open, task, onOpenChange, ...form }: TaskDialogProps) {
  const { t } = useLingui();
  return (
    // holdsSelects mounts the content afresh at each opening: a new form each time.
    <DialogFrame
      open={open}
      title={task ? t`Modifică sarcina` : t`Sarcină nouă`}
      holdsSelects
      onOpenChange={onOpenChange}
    >
      <TaskForm task={task} onClose={() => onOpenChange(false)} {...form} />
    </DialogFrame>
  );
}

function TaskForm({
  task,
  doctors,
  usersById,
  onSave,
  onDelete,
  onClose,
}: Omit<TaskDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const form = useCheckedForm({
    initial: () => (task ? taskFormInput(task) : emptyTaskForm()),
    check: checkTaskForm,
    message: (key) => validationMessage(key, i18n.locale),
    onSave: async (values: TaskFormValues) => {
      if (await onSave(values)) onClose();
    },
  });

  // A task may name someone who is no longer a doctor here: keep them choosable, so saving keeps them.
  const doctorOptions = useMemo(() => {
    const ids = new Set(doctors.map((doctor) => doctor.id));
    const kept = (task?.assigned_to ?? []).filter((id) => !ids.has(id));
    return [
      ...doctors.map((doctor) => ({ id: doctor.id, name: doctor.name, avatar: doctor.avatar })),
      ...kept.map((id) => ({
        id,
        name: usersById.get(id)?.name ?? null,
        avatar: usersById.get(id)?.avatar ?? null,
      })),
    ].map((person) => ({
      value: person.id,
      label: person.name ?? t`Medic necunoscut`,
      icon: <StoredAvatar name={person.name ?? t`Medic necunoscut`} image={person.avatar} />,
    }));
  }, [doctors, task, usersById, t]);

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      className={css({ display: 'grid', gap: '4', maxHeight: '75vh', overflowY: 'auto', paddingInline: '1' })}
    >
      <TextField
        name="title"
        label={t`Titlu`}
        required
        value={form.input.title}
        onChange={(value) => form.set('title', value)}
        error={form.errorOf('title')}
      />
      <TextAreaField
        name="description"
        label={t`Descriere`}
        required
        value={form.input.description}
        onChange={(value) => form.set('description', value)}
        error={form.errorOf('description')}
      />
      <CheckboxListField
        label={t`Medici asignați`}
        required
        options={doctorOptions}
        selected={form.input.assigned_to}
        onChange={(value) => form.set('assigned_to', value)}
        error={form.errorOf('assigned_to')}
        empty={t`Clinica nu are încă medici.`}
      />
      <SelectField
        label={t`Prioritate`}
        required
        value={form.input.priority}
        options={TASK_PRIORITIES.map((value) => ({ value, label: i18n._(PRIORITY_LABELS[value]) }))}
        onChange={(value) => {
          const priority = TASK_PRIORITIES.find((option) => option === value);
          if (priority) form.set('priority', priority);
        }}
        error={form.errorOf('priority')}
      />
      <DatePickerField
        name="due"
        label={t`Termen`}
        value={form.input.due}
        onChange={(value) => form.set('due', value)}
        error={form.errorOf('due')}
      />
      {task ? (
        <SelectField
          label={t`Status`}
          required
          value={form.input.status}
          options={TASK_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))}
          onChange={(value) => {
            const status = TASK_STATUSES.find((option) => option === value);
            if (status) form.set('status', status);
          }}
          error={form.errorOf('status')}
        />
      ) : null}
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        {task ? (
          <button type="button" className={dangerButton} onClick={() => onDelete(task)}>
            {t`Șterge`}
          </button>
        ) : null}
        <span className={css({ marginInlineStart: 'auto' })}>
          <DialogFormActions submitLabel={task ? t`Salvează` : t`Adaugă`} submitDisabled={form.busy} />
        </span>
      </div>
    </form>
  );
}
