/**
 * The pages of the medic form (spec part 2): /medics/new and /medics/new/{clinicId} create a user
 * with a sign-in through the server (online only: offline the form says so and keeps what was
 * typed); /medics/{id} edits the profile on the device (offline too, synced later) and holds the
 * account settings. Each goes back to the list after a save.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { css } from 'styled-system/css';
import { useClinicSession } from '#clinic-session/clinic-session-context.ts';
import { avatarValue } from '#clinic-session/queue-avatar.ts';
import { runSave } from '#components/form/run-save.ts';
import { RecordLoadState } from '#components/ui/record-load-state.tsx';
import { notify } from '#components/ui/toaster.tsx';
import type { AvatarChange } from '#lib/avatar/avatar-change.ts';
import { throwIfFailed } from '#lib/live-query.ts';
import {
  assignableRoles,
  mayEditUser,
  normalizeRole,
  rolesWhenEditing,
  type UserEditor,
} from '#lib/roles.ts';
import { useOnline } from '#lib/use-online.ts';
import type { UserDoc } from '#sync/api/documents.ts';
import { updateUser } from '#sync/api/user-commands.ts';
import type { AccountActions } from './account-actions.ts';
import { CREATE_REFUSALS } from './account-messages.ts';
import { AccountSettings } from './account-settings.tsx';
import { MedicForm } from './medic-form.tsx';
import { changedMedicFields, type MedicProfileValues } from './medic-form-values.ts';
import { useUser } from './use-medics-data.ts';

const LIST = '/medics';

export function NewMedicPage({
  actions,
  clinicId,
}: {
  actions: AccountActions;
  /** A super_admin's chosen clinic (/medics/new/{clinicId}); otherwise the own clinic. */
  clinicId?: string;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const { files, profile } = useClinicSession();
  const role = normalizeRole(profile?.role);
  // The id is chosen here, so a photo picked before saving is already filed under it.
  const [userId] = useState(() => crypto.randomUUID());
  const targetClinic = clinicId ?? profile?.clinicId ?? null;
  // A photo is stored under the clinic being worked in; for another clinic it waits for an edit there.
  const photoClinic = targetClinic !== null && targetClinic === profile?.clinicId ? targetClinic : null;

  const save = async (values: MedicProfileValues, avatar: AvatarChange): Promise<boolean> => {
    if (!navigator.onLine) {
      notify.error(i18n._(CREATE_REFUSALS.offline));
      return false;
    }
    let picture: string | null = null;
    try {
      if (photoClinic) {
        picture = await avatarValue({
          change: avatar,
          stored: null,
          files,
          bucket: 'avatars',
          clinicId: photoClinic,
          owner: { collection: 'users', docId: userId, field: 'avatar' },
        });
      }
    } catch (error) {
      // No message: the user is still created, without the photo.
      console.error('Keeping the photo failed', error);
    }
    const outcome = await actions.create({ ...values, id: userId, clinic_id: targetClinic, avatar: picture });
    if (!outcome.ok) {
      notify.error(i18n._(CREATE_REFUSALS[outcome.refusal]));
      return false;
    }
    const email = values.clinic_email ?? '';
    notify.success(
      outcome.value.invitationSent
        ? t`Utilizatorul a fost creat. Invitația a fost trimisă la ${email}.`
        : t`Utilizatorul a fost creat, dar invitația nu a putut fi trimisă. Folosește „Resetează parola” pentru a o trimite din nou.`,
    );
    void navigate({
      to: clinicId && role === 'super_admin' && clinicId !== profile?.clinicId ? '/clinics' : LIST,
    });
    return true;
  };

  return (
    <MedicForm
      title={t`Utilizator nou`}
      user={null}
      roles={assignableRoles(role)}
      canSave={online}
      onSave={save}
      onCancel={() => void navigate({ to: clinicId ? '/clinics' : LIST })}
      notice={
        online ? null : (
          <p
            role="status"
            data-testid="needs-server"
            className={css({ marginBlockEnd: '4', color: 'muted' })}
          >
            <Trans>
              Crearea unui utilizator are nevoie de conexiune la server: contul de autentificare se face
              acolo. Completează formularul; poți salva când revine conexiunea.
            </Trans>
          </p>
        )
      }
    />
  );
}

export function EditMedicPage({
  userId,
  actions,
  doctorCalendar,
}: {
  userId: string;
  actions: AccountActions;
  /** Under a doctor's form: the route's card of the doctor's calendar address (issue 41). */
  doctorCalendar?: (doctorId: string) => ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { db, files, profile } = useClinicSession();
  // A failed read goes to the route's error screen, as every record page's does.
  const query = throwIfFailed(useUser(userId));
  const stored = query.state === 'ready' ? query.value : null;
  // Once shown, the form stays while its row changes or disappears: typing is not lost.
  const [shown, setShown] = useState<UserDoc | null>(null);
  if (stored && !shown) setShown(stored);
  const title = t`Editare utilizator`;

  if (!shown) {
    return (
      <RecordLoadState
        title={title}
        loading={query.state === 'loading'}
        message={t`Nu s-a putut încărca medicul`}
        backLabel={t`Înapoi la utilizatori`}
        onBack={() => void navigate({ to: LIST, replace: true })}
        testId="medic-load-error"
      />
    );
  }

  const me: UserEditor | null = profile
    ? { id: profile.id, role: normalizeRole(profile.role), clinicId: profile.clinicId }
    : null;
  if (!me || !mayEditUser(me, shown)) {
    return (
      <RecordLoadState
        title={title}
        loading={false}
        message={t`Nu ai dreptul să modifici acest utilizator: un administrator modifică medicii și personalul clinicii sale, iar administratorii îi modifică doar super administratorul.`}
        backLabel={t`Înapoi la utilizatori`}
        onBack={() => void navigate({ to: LIST, replace: true })}
        testId="medic-not-editable"
      />
    );
  }

  const save = async (values: MedicProfileValues, avatar: AvatarChange): Promise<boolean> => {
    const clinicOfUser = shown.clinic_id;
    if (!db || !clinicOfUser) return false;
    const saved = await runSave(
      async () => {
        const picture = await avatarValue({
          change: avatar,
          stored: shown.avatar,
          files,
          bucket: 'avatars',
          clinicId: clinicOfUser,
          owner: { collection: 'users', docId: userId, field: 'avatar' },
        });
        const patch: Partial<UserDoc> = changedMedicFields(shown, values);
        if (picture !== shown.avatar) patch.avatar = picture;
        if (Object.keys(patch).length > 0) await updateUser(db, userId, patch);
      },
      {
        failed: t`Nu s-a putut actualiza medicul`,
        succeeded: t`Utilizatorul a fost actualizat`,
        log: 'Saving the user failed',
      },
    );
    if (!saved.ok) return false;
    void navigate({ to: LIST });
    return true;
  };

  return (
    <MedicForm
      title={title}
      user={shown}
      roles={rolesWhenEditing(me, shown)}
      canSave={db !== null}
      onSave={save}
      onCancel={() => void navigate({ to: LIST })}
      footer={
        <>
          <AccountSettings
            user={stored ?? shown}
            isSelf={profile?.id === userId}
            actions={actions}
            onDeleted={() => void navigate({ to: LIST })}
          />
          {shown.role === 'doctor' ? doctorCalendar?.(userId) : null}
        </>
      }
    />
  );
}
