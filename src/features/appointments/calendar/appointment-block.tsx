/**
 * One appointment on the week grid (issue 6, items 1, 3, 5): its times, patient, service and
 * status, sized by its duration. A click opens it in the popup; the whole block drags with the
 * mouse or a long press; its move handle picks it up from the keyboard. A booking not yet confirmed
 * by the server has a dashed border and says so; a booking the server refused (slot taken) is shown
 * as a warning with a one-step rebooking. A booking the server never took (refused with its new
 * patient, issue 34) stays in place, marked, and opens the conflicts, where it is settled.
 */
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { SpecializationIcon } from '#components/ui/specialization-icon.tsx';
import { specializationOf } from '#core/specializations.ts';
import { APPOINTMENT_STATUS_LABELS } from '#lib/appointment-labels.ts';
import { PENDING_LABEL, REFUSED_LABEL } from './calendar-messages.ts';
import type { PlacedBlock } from './placed-block.ts';

/** Below this height (rem) a block shows one line: time and patient. */
const COMPACT_BELOW_REM = 3;

/**
 * A block narrower than this (a tablet's day column) keeps its room for the time and the patient
 * (issue 36): the start time alone, the name on up to two lines broken between its words, and the
 * move handle out of sight until the keyboard reaches it (a finger moves the block by a long
 * press, a mouse by dragging it).
 */
const NARROW_BLOCK = '@container (max-width: 9rem)';

const blockStyle = css({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 'md',
  borderWidth: '1px',
  borderLeftWidth: '4px',
  borderColor: 'brand.600',
  bg: 'brand.50',
  color: 'gray.900',
  fontSize: 'xs',
  lineHeight: '1.25',
  overflow: 'hidden',
  boxShadow: 'sm',
  zIndex: '1',
  touchAction: 'manipulation',
  containerType: 'inline-size',
  '&[data-status=conflict]': { borderColor: 'orange.500', bg: 'orange.50' },
  '&[data-status=refused]': {
    borderColor: 'red.600',
    bg: 'red.50',
    borderStyle: 'dashed',
    borderWidth: '2px',
    borderLeftWidth: '4px',
  },
  '&[data-pending=true]': { borderStyle: 'dashed', borderWidth: '2px', borderLeftWidth: '4px' },
  '&[data-dragging=true]': { zIndex: '3', boxShadow: 'lg', opacity: 0.85, cursor: 'grabbing' },
});

const openButton = css({
  flex: '1',
  minWidth: '0',
  display: 'flex',
  flexDirection: 'column',
  // A line that does not fit below the others (the service, under a name on two lines) wraps
  // into a next column, out of sight, instead of showing cut in half.
  flexWrap: 'wrap',
  alignContent: 'flex-start',
  alignItems: 'flex-start',
  rowGap: '0.5',
  // Wider than the padding: a wrapped line's column starts beyond the clipped edge.
  columnGap: '4',
  paddingInline: '1.5',
  paddingBlock: '1',
  textAlign: 'start',
  cursor: 'pointer',
  overflow: 'hidden',
  _hover: { bg: 'brand.100/60' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  // Room for the time and a name on two lines in a 30-minute block (3.5rem).
  [NARROW_BLOCK]: { paddingInline: '1', paddingBlock: '0.5', rowGap: '0' },
  // A 15-minute block's two lines take its whole height, even with a pending block's thicker border.
  '&[data-compact]': { paddingBlock: '0' },
});

const lineStyle = css({ width: 'full', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });

/**
 * A 15-minute block (1.75rem at the spec's 7rem an hour) holds two lines of a slightly smaller
 * type: the time and the name flow together and break between words ('08:30 Roxana' over
 * 'Constantinescu'), so a tablet's narrow day column still shows the whole name.
 */
const compactLineStyle = css({
  width: 'full',
  fontSize: '11px',
  lineHeight: '12px',
  overflowWrap: 'normal',
  wordBreak: 'normal',
  lineClamp: '2',
});

/** The end time and status after the start time: left out of a narrow block (its label says them). */
const wideOnly = css({ [NARROW_BLOCK]: { display: 'none' } });

/** The patient: one line, or up to two in a narrow block, never broken inside a word. */
const nameStyle = css({
  width: 'full',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  [NARROW_BLOCK]: { whiteSpace: 'normal', overflowWrap: 'normal', wordBreak: 'normal', lineClamp: '2' },
});

const handleStyle = css({
  flexShrink: '0',
  minWidth: '7',
  minHeight: '7',
  paddingInline: '1',
  borderRadius: 'sm',
  cursor: 'grab',
  color: 'gray.600',
  _hover: { bg: 'brand.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  [NARROW_BLOCK]: {
    position: 'absolute',
    insetBlockStart: '0',
    insetInlineEnd: '0',
    bg: 'brand.100',
    opacity: 0,
    pointerEvents: 'none',
    _focusVisible: { opacity: 1 },
  },
});

const rebookStyle = css({
  flexShrink: '0',
  minHeight: '7',
  margin: '0.5',
  paddingInline: '1.5',
  borderRadius: 'sm',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'white',
  bg: 'orange.600',
  cursor: 'pointer',
  _hover: { bg: 'orange.700' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
});

/** A refused booking needs room for its rebook button, whatever its duration. */
const CONFLICT_MIN_HEIGHT_REM = 3.75;

export function AppointmentBlock({
  block,
  dayText,
  patientName,
  serviceName,
  specializationId,
  pending,
  refused = false,
  onOpen,
  onRebook,
}: {
  block: PlacedBlock;
  /** The day as announcements name it ('luni 08.03'): the column says it only visually. */
  dayText: string;
  patientName: string;
  serviceName: string | null;
  /** The service's specialization: the block's edge takes its colour, its icon leads the service. */
  specializationId: string | null;
  pending: boolean;
  /** Refused by the server, which never had it: kept here from its conflict, not movable. */
  refused?: boolean;
  onOpen: () => void;
  onRebook: () => void;
}) {
  const { t, i18n } = useLingui();
  const { appointment, times } = block;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: appointment.id,
    attributes: { roleDescription: t`programare care se poate muta` },
    disabled: refused,
  });
  const conflict = appointment.status === 'conflict' && !refused;
  const status = refused ? i18n._(REFUSED_LABEL) : i18n._(APPOINTMENT_STATUS_LABELS[appointment.status]);
  const pendingText = pending && !refused ? i18n._(PENDING_LABEL) : null;
  const timeText = `${times.start}–${times.end}`;
  const summary = [dayText, timeText, patientName, serviceName, status, pendingText]
    .filter(Boolean)
    .join(', ');
  const shownHeightRem = conflict ? Math.max(block.heightRem, CONFLICT_MIN_HEIGHT_REM) : block.heightRem;
  // The rebook button takes about 2rem of a refused booking's block.
  const compact = (conflict ? shownHeightRem - 2 : shownHeightRem) < COMPACT_BELOW_REM;
  const width = 100 / block.lane.lanes;
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      data-testid="appointment-block"
      // Its height is its duration (7rem an hour): a 15-minute block is shorter than a 44 px target,
      // the whole block is the target (tap opens, a long press moves), and the tablet check knows it.
      data-scaled-to-time=""
      data-appointment-id={appointment.id}
      data-day={block.day}
      data-time={times.start}
      data-status={refused ? 'refused' : appointment.status}
      data-pending={pending ? 'true' : 'false'}
      data-specialization={specializationId ?? undefined}
      data-dragging={isDragging ? 'true' : 'false'}
      className={blockStyle}
      style={{
        top: `${block.topRem}rem`,
        height: `${shownHeightRem}rem`,
        left: `calc(${block.lane.lane * width}% + 2px)`,
        width: `calc(${width}% - 4px)`,
        transform: CSS.Translate.toString(transform),
        ...(specializationId && !conflict
          ? { borderLeftColor: specializationOf(specializationId).color }
          : {}),
      }}
    >
      <div className={css({ flex: '1', minHeight: '0', display: 'flex' })}>
        <button
          type="button"
          className={openButton}
          data-compact={compact ? '' : undefined}
          onClick={onOpen}
          aria-label={summary}
          title={summary}
        >
          {compact ? (
            <span data-block-name="" className={compactLineStyle}>
              <strong data-block-start="">{times.start}</strong> {patientName}
            </span>
          ) : (
            <>
              <span className={cx(lineStyle, css({ color: 'gray.700' }))}>
                <span data-block-start="">{times.start}</span>
                <span className={wideOnly}>
                  –{times.end} · {status}
                  {pendingText ? (
                    <span className={css({ fontStyle: 'italic', color: 'orange.700' })}>
                      {' '}
                      · {pendingText}
                    </span>
                  ) : null}
                </span>
              </span>
              <strong data-block-name="" className={nameStyle}>
                {patientName}
              </strong>
              {serviceName ? (
                <span className={cx(lineStyle, css({ display: 'flex', alignItems: 'center', gap: '1' }))}>
                  {specializationId ? <SpecializationIcon id={specializationId} size={12} /> : null}
                  <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis' })}>{serviceName}</span>
                </span>
              ) : null}
            </>
          )}
        </button>
        {refused ? null : (
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            aria-label={t`Mută programarea: ${patientName}, ${dayText}, ${timeText}`}
            data-testid="appointment-move-handle"
            className={handleStyle}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        )}
      </div>
      {conflict ? (
        <button type="button" data-testid="appointment-rebook" onClick={onRebook} className={rebookStyle}>
          {t`Reprogramează`}
        </button>
      ) : null}
    </div>
  );
}
