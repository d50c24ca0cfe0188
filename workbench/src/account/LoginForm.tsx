import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginInputSchema, unlockRequestInputSchema } from '@protolab/shared';
import { api } from '../shell/api';
import { sessionStore } from '../shell/session';
import { EmailField, PasswordField } from './accountFields';
import { logIn } from './loginFlow';
import { useAccountForm } from './useAccountForm';
import { FormSubmit } from '../ui/FormSubmit';

/** The own login; the session store tells who listens (the landing leads on); `onLoggedIn` for more. */
export function LoginForm({ onLoggedIn }: { onLoggedIn?(): void }) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [locked, setLocked] = useState(false);
  const { failure, busy, submit, message } = useAccountForm(loginInputSchema, async (input) => {
    const outcome = await logIn(api, sessionStore, input);
    setLocked(outcome === 'throttled');
    if (outcome === 'ok') return onLoggedIn?.();
    return outcome === 'throttled' ? t('login.throttled') : t('login.failed');
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => submit(event, { email, password })}
      aria-labelledby="login-title"
    >
      <h2 id="login-title">{t('login.title')}</h2>
      <EmailField value={email} onValue={setEmail} error={message('email')} />
      <PasswordField label={t('field.password')} value={password} onValue={setPassword} error={message('password')} />
      <FormSubmit failure={failure} busy={busy}>
        {busy ? t('login.busy') : t('login.submit')}
      </FormSubmit>
      {locked && <UnlockRequest email={email} />}
    </form>
  );
}

/** "Locked out? Mail me a link": shown once a login is refused as locked; the link opens unlock.html. */
function UnlockRequest({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { failure, busy, submit } = useAccountForm(unlockRequestInputSchema, async (input) => {
    await api.user.requestUnlock(input);
    setSentTo(input.email);
  });
  const [sentTo, setSentTo] = useState<string>();
  if (sentTo) return <p role="status">{t('login.unlockSent', { email: sentTo })}</p>;
  return (
    <div>
      <button type="button" className="button wide" disabled={busy} onClick={(event) => submit(event, { email })}>
        {t('login.lockedOut')}
      </button>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
