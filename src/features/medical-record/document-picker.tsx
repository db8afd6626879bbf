/**
 * Choosing files to attach: a button that opens the device's file picker (multiple files, the
 * document kinds offered first; their content decides, document-kind.ts). The document list's
 * Attach and the documents item's dialog both use it.
 */
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { DOCUMENT_ACCEPT } from './document-file-rules.ts';

export function DocumentPicker({
  label,
  testId,
  onPick,
}: {
  label: string;
  /** The hidden file input's, which tests hand files to. */
  testId: string;
  onPick: (files: File[]) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div>
      <input
        ref={picker}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        className={css({ srOnly: true })}
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={(event) => {
          const picked = [...(event.currentTarget.files ?? [])];
          // Emptied, so choosing the same file again is a change too.
          event.currentTarget.value = '';
          onPick(picked);
        }}
      />
      <button type="button" className={secondaryButton} onClick={() => picker.current?.click()}>
        {label}
      </button>
    </div>
  );
}
