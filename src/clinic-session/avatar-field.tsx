/**
 * A picture field (spec part 1 §2, §5, §8; part 2's partner logo): the picture or the initials, a
 * button to pick a PNG or JPEG (checked and scaled on the device, shown at once) and one to remove
 * it. A refused file raises the error toast and leaves the picture as it was. The form stores the
 * change through queue-avatar.ts, the same offline path for every picture.
 */
import { Avatar } from '@ark-ui/react/avatar';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { secondaryButton } from '#components/ui/button-styles.ts';
import { notify } from '#components/ui/toaster.tsx';
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import { AVATAR_TYPES } from '#lib/avatar/avatar-image-rules.ts';
import { type PickedAvatar, readPickedAvatar } from '#lib/avatar/read-picked-avatar.ts';
import { initials } from '#lib/initials.ts';
import { useObjectUrl } from '#lib/use-object-url.ts';
import type { FileBucket } from '#sync/api/file-commands.ts';
import { useStoredImageUrl } from './use-stored-image-url.ts';

type PickProblem = Extract<PickedAvatar, { ok: false }>['problem'];

// The spec's image_uploader.upload_error, with the reason.
const PROBLEM_MESSAGES: Record<PickProblem, MessageDescriptor> = {
  wrong_type: msg`Imaginea nu a putut fi încărcată: sunt acceptate doar fișiere PNG sau JPEG.`,
  too_large: msg`Imaginea nu a putut fi încărcată: fișierul are peste 20 MB.`,
  empty: msg`Imaginea nu a putut fi încărcată: fișierul este gol.`,
  unreadable: msg`Imaginea nu a putut fi încărcată: fișierul nu este o imagine validă.`,
};

interface AvatarFieldProps {
  /** The owner's name, for the initials. */
  name: string;
  bucket: FileBucket;
  /** What the picture is, for its text alternative: the profile image, the logo. */
  pictureLabel: string;
  /** A logo is shown square, a person round. */
  shape?: 'round' | 'square';
  testId: string;
  /** The stored storage path (or external URL) of the current picture. */
  storedAvatar: string | null;
  change: AvatarChange;
  onChange: (change: AvatarChange) => void;
  /** No device file store yet: a picture could not be kept. */
  disabled: boolean;
}

export function AvatarField({
  name,
  bucket,
  pictureLabel,
  shape = 'round',
  testId,
  storedAvatar,
  change,
  onChange,
  disabled,
}: AvatarFieldProps) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const [reading, setReading] = useState(false);
  const storedUrl = useStoredImageUrl(bucket, storedAvatar);
  const pickedUrl = useObjectUrl(change.kind === 'replace' ? change.blob : null);
  const shownUrl = change.kind === 'replace' ? pickedUrl : change.kind === 'remove' ? null : storedUrl;
  const hasPicture = change.kind === 'replace' || (change.kind === 'keep' && storedAvatar !== null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so picking the same file again fires a change.
    input.value = '';
    if (!file) return;
    setReading(true);
    const picked = await readPickedAvatar(file);
    setReading(false);
    if (picked.ok) onChange({ kind: 'replace', blob: picked.blob, type: picked.type });
    else notify.error(i18n._(PROBLEM_MESSAGES[picked.problem]));
  };

  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })}>
      <Avatar.Root
        className={cx(
          css({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: '24',
            height: '24',
            overflow: 'hidden',
            bg: 'brand.100',
            color: 'brand.800',
            fontWeight: 'semibold',
            fontSize: '2xl',
            flexShrink: 0,
          }),
          shape === 'round' ? css({ borderRadius: 'full' }) : css({ borderRadius: 'lg' }),
        )}
        data-testid={testId}
        data-picture={shownUrl ? 'shown' : 'none'}
      >
        <Avatar.Fallback aria-hidden="true">{initials(name.trim() === '' ? null : name)}</Avatar.Fallback>
        {shownUrl ? (
          <Avatar.Image
            src={shownUrl}
            alt={pictureLabel}
            className={css({ width: 'full', height: 'full', objectFit: 'cover' })}
          />
        ) : null}
      </Avatar.Root>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <input
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-describedby={hintId}
          disabled={disabled || reading}
          onChange={(event) => void pick(event)}
          className={cx('peer', css({ srOnly: true }))}
        />
        <label
          htmlFor={inputId}
          className={cx(
            secondaryButton,
            css({
              display: 'inline-flex',
              alignItems: 'center',
              borderWidth: '1px',
              borderColor: 'border',
              _peerFocusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
              _peerDisabled: { opacity: 0.6, cursor: 'not-allowed' },
            }),
          )}
        >
          {hasPicture ? t`Schimbă imaginea` : t`Încarcă imagine`}
        </label>
        {hasPicture ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={disabled || reading}
            onClick={() => onChange({ kind: 'remove' })}
          >
            {t`Elimină imaginea`}
          </button>
        ) : null}
        <p id={hintId} className={css({ width: 'full', fontSize: 'sm', color: 'muted' })}>
          {t`PNG sau JPEG; imaginea este micșorată pe dispozitiv.`}
        </p>
      </div>
    </div>
  );
}
