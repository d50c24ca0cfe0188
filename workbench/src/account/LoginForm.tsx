import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginInputSchema } from '@protolab/shared';
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
  const { failure, busy, submit, message } = useAccountForm(loginInputSchema, async (input) => {
    const outcome = await logIn(api, sessionStore, input);
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
    </form>
  );
}
