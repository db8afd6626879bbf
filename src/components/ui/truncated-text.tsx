/**
 * A text cut short where it would crowd a card (a task's title over 50 characters, its
 * description over 100; spec part 1 §9), the whole text in a tooltip on hover and on keyboard
 * focus (Ark Tooltip). Screen readers read the whole text either way.
 */
import { Portal } from '@ark-ui/react/portal';
import { Tooltip } from '@ark-ui/react/tooltip';
import { css } from 'styled-system/css';

export function TruncatedText({
  text,
  shortText,
  className,
}: {
  text: string;
  /** What shows; the same as `text` when nothing was cut (no tooltip then). */
  shortText: string;
  className?: string;
}) {
  if (shortText === text) return <span className={className}>{text}</span>;
  return (
    <Tooltip.Root openDelay={300} closeDelay={100} positioning={{ placement: 'top-start' }}>
      <Tooltip.Trigger asChild>
        {/* Focusable so a keyboard reaches the tooltip; screen readers read the whole text. */}
        <span tabIndex={0} className={className}>
          <span aria-hidden="true">{shortText}</span>
          <span className={css({ srOnly: true })}>{text}</span>
        </span>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content
            className={css({
              bg: 'gray.900',
              color: 'white',
              fontSize: 'sm',
              paddingInline: '3',
              paddingBlock: '2',
              borderRadius: 'md',
              maxWidth: 'sm',
              whiteSpace: 'pre-wrap',
              zIndex: 'tooltip',
            })}
          >
            {text}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
