/**
 * A task on the board (spec part 1 §2, §9): title (cut at 50 characters, the rest in a tooltip),
 * description (cut at 100), priority, due date (dd.mm.yyyy), up to three assignee avatars then
 * +N, and the card action. Dragged with dnd-kit sortable: the mouse or a finger anywhere on the
 * card (after 5 px or a 250 ms press, so a click or a tap still opens it), the keyboard from the
 * card's move handle. The title opens the task dialog.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEventHandler, memo } from 'react';
import { css } from 'styled-system/css';
import { Icon } from '#components/ui/icons.tsx';
import { TruncatedText } from '#components/ui/truncated-text.tsx';
import type { TaskDoc, UserDoc } from '#sync/api/documents.ts';
import { AssigneeAvatars } from './assignee-avatars.tsx';
import { PriorityBadge } from './priority-badge.tsx';
import { TaskActionButton } from './task-action-button.tsx';
import { DESCRIPTION_MAX_CHARS, formatTaskDate, shortened, TITLE_MAX_CHARS } from './task-format.ts';

/** Cards show at most three avatars (spec part 1 §9). */
const CARD_AVATARS = 3;

const cardStyle = css({
  display: 'grid',
  gap: '2',
  padding: '3',
  bg: 'surface',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: 'sm',
  cursor: 'grab',
  touchAction: 'manipulation',
  // Cards below the fold are neither laid out nor painted until scrolled to.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 9.5rem',
  '&[data-dragging]': { opacity: 0.6, boxShadow: 'lg', cursor: 'grabbing' },
});

const handleStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '8',
  minHeight: '11',
  flexShrink: 0,
  color: 'muted',
  borderRadius: 'md',
  cursor: 'grab',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

// Words stay whole (issue 36): 'anywhere' let the title shrink to a letter's width beside the
// priority and broke "Comand / ă"; 'break-word' breaks only a word longer than the whole line.
const titleStyle = css({
  flex: '1',
  textAlign: 'start',
  minHeight: '11',
  fontWeight: 'semibold',
  cursor: 'pointer',
  overflowWrap: 'break-word',
  borderRadius: 'sm',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

// Built once for every card (css() works out class names from its object on each call). A row's
// last item (the priority, the action) sits at its end without a wrapper: fewer nodes a card.
const headerRow = css({
  display: 'flex',
  // A title whose longest word leaves no room for the priority sends the priority to a line of
  // its own, rather than the card growing past its column.
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '2',
  '& > :last-child': { marginInlineStart: 'auto' },
});
const descriptionStyle = css({ color: 'muted', fontSize: 'sm', overflowWrap: 'break-word' });
const footerRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  '& > :last-child': { marginInlineStart: 'auto' },
});
const dueStyle = css({ fontSize: 'sm', color: 'muted' });
const screenReaderOnly = css({ srOnly: true });

export const TaskCard = memo(function TaskCard({
  task,
  usersById,
  onOpen,
  onAction,
}: {
  task: TaskDoc;
  usersById: ReadonlyMap<string, Pick<UserDoc, 'name' | 'avatar'>>;
  onOpen: (task: TaskDoc) => void;
  onAction: (task: TaskDoc) => void;
}) {
  const { t } = useLingui();
  const sortable = useSortable({ id: task.id, data: { status: task.status } });
  // The keyboard picks a card up from its handle only: Enter on the title opens it instead.
  const { onKeyDown, ...pointerListeners } = sortable.listeners ?? {};
  const onHandleKeyDown = onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined;
  const title = shortened(task.title, TITLE_MAX_CHARS);
  const description = shortened(task.description, DESCRIPTION_MAX_CHARS);
  const due = formatTaskDate(task.due_date);
  return (
    <li
      ref={sortable.setNodeRef}
      data-task-id={task.id}
      data-dragging={sortable.isDragging ? '' : undefined}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cardStyle}
      {...pointerListeners}
    >
      <div className={headerRow}>
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          className={handleStyle}
          {...sortable.attributes}
          aria-label={t`Mută sarcina ${task.title}`}
          onKeyDown={onHandleKeyDown}
        >
          <Icon name="grip" size={18} />
        </button>
        <TruncatedText
          text={task.title}
          shortText={title.text}
          className={titleStyle}
          onClick={() => onOpen(task)}
        />
        <PriorityBadge priority={task.priority} />
      </div>
      <TruncatedText text={task.description} shortText={description.text} className={descriptionStyle} />
      <div className={footerRow}>
        <AssigneeAvatars assigneeIds={task.assigned_to} usersById={usersById} max={CARD_AVATARS} />
        {due ? (
          <span data-testid="task-due" className={dueStyle}>
            <span className={screenReaderOnly}>{t`Termen`} </span>
            {due}
          </span>
        ) : null}
        <TaskActionButton title={task.title} status={task.status} onAction={() => onAction(task)} />
      </div>
    </li>
  );
});
