/**
 * The task dialog (spec part 1 §5, issue 16), to create and to edit: title and description
 * required, at least one assigned doctor ('Selectați cel puțin un medic'), priority (medium for a
 * new task), an optional due date, and in edit the status. A refused Save stores nothing and
 * focuses the first field in error; what was typed stays until the dialog is closed. Editing, the
 * task can be deleted from here too (after a confirmation).
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { StoredAvatar } from '#clinic-session/stored-avatar.tsx';
import { dangerButton } from '#components/ui/button-styles.ts';
import { CheckboxListField } from '#components/ui/checkbox-list-field.tsx';
import { DatePickerField } from '#components/ui/date-picker-field.tsx';
import { DialogFormActions, DialogFrame } from '#components/ui/dialog-frame.tsx';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextAreaField } from '#components/ui/text-area-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useFocusFirstInvalid } from '#components/ui/use-focus-first-invalid.ts';
import type { TaskDoc, UserDoc } from '#sync/api/documents.ts';
import { TASK_PRIORITIES, TASK_STATUSES, type TaskFormValues } from '#sync/validation/task-rules.ts';
import { validationMessage } from '#sync/validation/validation-message.ts';
import {
  checkTaskForm,
  emptyTaskForm,
  type TaskFormField,
  type TaskFormInput,
  taskFormInput,
} from './task-form-values.ts';
import { PRIORITY_LABELS, STATUS_LABELS } from './task-labels.ts';

export function TaskDialog({
  open,
  task,
  doctors,
  usersById,
  onSave,
  onDelete,
  onOpenChange,
}: {
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
}) {
  const { t, i18n } = useLingui();
  const [input, setInput] = useState<TaskFormInput>(emptyTaskForm);
  const [touched, setTouched] = useState<ReadonlySet<TaskFormField>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempts);
  // A fresh form at each opening: the task's values, or a new task's.
  useEffect(() => {
    if (!open) return;
    setInput(task ? taskFormInput(task) : emptyTaskForm());
    setTouched(new Set());
    setAttempts(0);
  }, [open, task]);

  const checked = checkTaskForm(input);
  const errorOf = (field: TaskFormField) => {
    const key = checked.ok ? undefined : checked.errors[field];
    return key && (attempts > 0 || touched.has(field)) ? validationMessage(key, i18n.locale) : undefined;
  };
  const set = <F extends TaskFormField>(field: F, value: TaskFormInput[F]) => {
    setInput((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  };
  const save = async () => {
    setAttempts((count) => count + 1);
    if (!checked.ok || busy) return;
    setBusy(true);
    try {
      if (await onSave(checked.values)) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

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
    <DialogFrame
      open={open}
      title={task ? t`Modifică sarcina` : t`Sarcină nouă`}
      holdsSelects
      onOpenChange={onOpenChange}
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className={css({
          display: 'grid',
          gap: '4',
          maxHeight: '75vh',
          overflowY: 'auto',
          paddingInline: '1',
        })}
      >
        <TextField
          name="title"
          label={t`Titlu`}
          required
          value={input.title}
          onChange={(value) => set('title', value)}
          error={errorOf('title')}
        />
        <TextAreaField
          name="description"
          label={t`Descriere`}
          required
          value={input.description}
          onChange={(value) => set('description', value)}
          error={errorOf('description')}
        />
        <CheckboxListField
          label={t`Medici asignați`}
          required
          options={doctorOptions}
          selected={input.assigned_to}
          onChange={(value) => set('assigned_to', value)}
          error={errorOf('assigned_to')}
          empty={t`Clinica nu are încă medici.`}
        />
        <SelectField
          label={t`Prioritate`}
          required
          value={input.priority}
          options={TASK_PRIORITIES.map((value) => ({ value, label: i18n._(PRIORITY_LABELS[value]) }))}
          onChange={(value) => {
            const priority = TASK_PRIORITIES.find((option) => option === value);
            if (priority) set('priority', priority);
          }}
          error={errorOf('priority')}
        />
        <DatePickerField
          name="due"
          label={t`Termen`}
          value={input.due}
          onChange={(value) => set('due', value)}
          error={errorOf('due')}
        />
        {task ? (
          <SelectField
            label={t`Status`}
            required
            value={input.status}
            options={TASK_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))}
            onChange={(value) => {
              const status = TASK_STATUSES.find((option) => option === value);
              if (status) set('status', status);
            }}
            error={errorOf('status')}
          />
        ) : null}
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          {task ? (
            <button type="button" className={dangerButton} onClick={() => onDelete(task)}>
              {t`Șterge`}
            </button>
          ) : null}
          <span className={css({ marginInlineStart: 'auto' })}>
            <DialogFormActions submitLabel={task ? t`Salvează` : t`Adaugă`} submitDisabled={busy} />
          </span>
        </div>
      </form>
    </DialogFrame>
  );
}
