/** Labelled facts (a `<dl>`) in a grid that wraps to the width: a header's or a card's details. */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export function FactList({ minColumn = '10rem', children }: { minColumn?: string; children: ReactNode }) {
  return (
    <dl
      className={css({ display: 'grid', gap: '3' })}
      style={{ gridTemplateColumns: `repeat(auto-fit, minmax(${minColumn}, 1fr))` }}
    >
      {children}
    </dl>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    // The value may shrink below its content: a long email wraps instead of widening the page.
    <div className={css({ minWidth: 0 })}>
      <dt className={css({ fontSize: 'sm', color: 'muted' })}>{label}</dt>
      <dd className={css({ overflowWrap: 'anywhere' })}>{children}</dd>
    </div>
  );
}
