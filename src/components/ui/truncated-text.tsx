/**
 * A text cut short where it would crowd a card (a task's title over 50 characters, its
 * description over 100; spec part 1 §9), the whole text in a tooltip on hover and on keyboard
 * focus (Ark Tooltip). Screen readers read the whole text either way. With `onClick` the text is
 * a button (a card's title opens the card).
 */
import { Portal } from '@ark-ui/react/portal';
import { Tooltip } from '@ark-ui/react/tooltip';
import { useDeferredValue } from 'react';
import { css, cx } from 'styled-system/css';
import { tooltipPanel } from './dropdown-styles.ts';

export function TruncatedText({
  text,
  shortText,
  className,
  onClick,
}: {
  text: string;
  /** What shows; the same as `text` when nothing was cut (no tooltip then). */
  shortText: string;
  className?: string;
  onClick?: () => void;
}) {
  const cut = shortText !== text;
  // The tooltip (a state machine each) is attached right after the text first shows: a board
  // mounts dozens of cut texts at once, and no pointer or keyboard reaches one within a frame.
  const attached = useDeferredValue(true, false);
  const content = cut ? (
    <>
      <span aria-hidden="true">{shortText}</span>
      <span className={css({ srOnly: true })}>{text}</span>
    </>
  ) : (
    text
  );
  // Focusable either way when cut, so a keyboard reaches the tooltip.
  const trigger = onClick ? (
    <button type="button" className={className} onClick={onClick}>
      {content}
    </button>
  ) : (
    <span tabIndex={cut ? 0 : undefined} className={className}>
      {content}
    </span>
  );
  if (!cut || !attached) return trigger;
  return (
    <Tooltip.Root
      openDelay={300}
      closeDelay={100}
      positioning={{ placement: 'top-start' }}
      // Built when shown: a board has dozens of cut texts, and none of their tooltips is open.
      lazyMount
      unmountOnExit
    >
      <Tooltip.Trigger asChild>{trigger}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content className={cx(tooltipPanel, css({ maxWidth: 'sm', whiteSpace: 'pre-wrap' }))}>
            {text}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
