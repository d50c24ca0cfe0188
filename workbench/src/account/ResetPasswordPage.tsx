import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordSetInputSchema, RestError } from '@protolab/shared';
import { api } from '../shell/api';
import { errorText } from '../shell/errors';
import { useBanner } from '../shell/useBanner';
import { TextField } from '../ui/TextField';
import { AuthShell } from './AuthShell';
import { validate, VALIDATION_VALUES, type FieldErrors } from './formValidation';
import { FormSubmit } from '../ui/FormSubmit';

/** `reset-password.html?email=&key=`: where the reset mail's link leads. */
export function ResetPasswordPage({ email, resetKey }: { email?: string; resetKey?: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const banner = useBanner();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const complete = Boolean(email && resetKey);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const input = validate(passwordSetInputSchema, { email, key: resetKey, password });
    if (!input.ok) return setErrors(input.errors);
    setErrors({});
    setBusy(true);
    try {
      await api.user.setPassword(input.value);
      banner.success(t('reset.done'));
      void navigate({ to: '/' });
    } catch (error) {
      setFailure(
        error instanceof RestError && error.apiError?.field === 'key' ? t('reset.wrongKey') : errorText(error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell>
      <form className="form" noValidate onSubmit={submit} aria-labelledby="set-title">
        <h2 id="set-title">{t('reset.setTitle')}</h2>
        {complete ? (
          <>
            <p className="muted">{email}</p>
            <TextField
              label={t('reset.newPassword')}
              type="password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              hint={t('signUp.passwordHint', VALIDATION_VALUES)}
              error={errors.password && t(errors.password, VALIDATION_VALUES)}
            />
            <FormSubmit failure={failure} busy={busy}>
              {t('reset.setSubmit')}
            </FormSubmit>
          </>
        ) : (
          <p className="form-error" role="alert">
            {t('reset.incomplete')}
          </p>
        )}
      </form>
      <p className="auth-switch">
        <Link to="/" search={{ form: 'reset' }}>
          {t('reset.requestTitle')}
        </Link>
      </p>
    </AuthShell>
  );
}
