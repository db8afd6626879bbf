/** /auth: the sign-in and password-reset tabs (spec §2). */
import { Tabs } from '@ark-ui/react/tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { LanguageToggle } from '#components/language-toggle.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

const tabTrigger = css({
  flex: '1',
  minHeight: '11',
  paddingBlock: '2',
  fontWeight: 'medium',
  color: 'muted',
  cursor: 'pointer',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  _selected: { color: 'accent', borderColor: 'accent' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});

export function AuthCard({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <main className={css({ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: '4' })}>
      <div
        data-testid={testId}
        className={css({
          width: 'full',
          maxWidth: '28rem',
          bg: 'surface',
          borderRadius: 'xl',
          boxShadow: 'md',
          padding: '8',
          display: 'grid',
          gap: '6',
        })}
      >
        <header className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
          <span className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'accent' })}>Cabinet</span>
          <LanguageToggle />
        </header>
        {children}
      </div>
    </main>
  );
}

export function AuthPage({ onSignedIn }: { onSignedIn: (path: '/clinics' | '/') => void }) {
  const { t } = useLingui();
  return (
    <AuthCard>
      <h1 className={css({ srOnly: true })}>
        <Trans>Autentificare în Cabinet</Trans>
      </h1>
      <Tabs.Root defaultValue="sign-in" className={css({ display: 'grid', gap: '6' })}>
        <Tabs.List aria-label={t`Autentificare sau resetarea parolei`} className={css({ display: 'flex' })}>
          <Tabs.Trigger value="sign-in" className={tabTrigger}>
            <Trans>Autentificare</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="reset" className={tabTrigger}>
            <Trans>Resetare parolă</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in">
          <SignInForm onSignedIn={onSignedIn} />
        </Tabs.Content>
        <Tabs.Content value="reset">
          <ResetRequestForm />
        </Tabs.Content>
      </Tabs.Root>
    </AuthCard>
  );
}
