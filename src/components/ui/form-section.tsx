/** One titled part of a form page (patient, clinic), announced as a region named by its heading. */
import { type ReactNode, useId } from 'react';
import { css } from 'styled-system/css';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={css({
        display: 'grid',
        gap: '4',
        bg: 'surface',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        padding: '6',
      })}
    >
      <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {title}
      </h2>
      {children}
    </section>
  );
}
