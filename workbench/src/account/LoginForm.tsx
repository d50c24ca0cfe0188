import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginInputSchema } from '@protolab/shared';
import { api } from '../shell/api';
import { errorText } from '../shell/errors';
import { sessionStore } from '../shell/session';
import { TextField } from '../ui/TextField';
import { validate, VALIDATION_VALUES, type FieldErrors } from './formValidation';
import { logIn } from './loginFlow';
import { FormSubmit } from '../ui/FormSubmit';

/** The own login; the session store tells who listens (the landing leads on); `onLoggedIn` for more. */
export function LoginForm({ onLoggedIn }: { onLoggedIn?(): void }) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const input = validate(loginInputSchema, { email, password });
    if (!input.ok) return setErrors(input.errors);
    setErrors({});
    setBusy(true);
    try {
      const outcome = await logIn(api, sessionStore, input.value);
      if (outcome === 'ok') return onLoggedIn?.();
      setFailure(outcome === 'throttled' ? t('login.throttled') : t('login.failed'));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  const message = (field: string) => (errors[field] ? t(errors[field], VALIDATION_VALUES) : undefined);
  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="login-title">
      <h2 id="login-title">{t('login.title')}</h2>
      <TextField
        label={t('field.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={message('email')}
      />
      <TextField
        label={t('field.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={message('password')}
      />
      <FormSubmit failure={failure} busy={busy}>
        {busy ? t('login.busy') : t('login.submit')}
      </FormSubmit>
    </form>
  );
}
