import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RestError, userUpdateInputSchema, type User } from '@protolab/shared';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { useBanner } from '../shell/useBanner';
import { PasswordField } from './accountFields';
import { validate, VALIDATION_VALUES, type FieldErrors } from './formValidation';

/** A new password needs the current one; the server then ends the user's other logins. */
export function PasswordSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const banner = useBanner();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [wrongOld, setWrongOld] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setWrongOld(false);
    const input = validate(userUpdateInputSchema, { password, oldPassword: oldPassword || undefined });
    if (!input.ok) return setErrors(input.errors);
    setErrors({});
    setBusy(true);
    try {
      await api.user.save(user.id, input.value);
      setOldPassword('');
      setPassword('');
      banner.success(t('account.passwordChanged'));
    } catch (error) {
      if (error instanceof RestError && error.apiError?.field === 'oldPassword') setWrongOld(true);
      else reportError(error);
    } finally {
      setBusy(false);
    }
  }

  const oldError = wrongOld ? t('validation.oldPasswordWrong') : errors.oldPassword && t(errors.oldPassword);
  return (
    <form className="card form" noValidate onSubmit={submit} aria-labelledby="password-title">
      <h2 id="password-title">{t('account.passwordTitle')}</h2>
      <PasswordField
        label={t('account.oldPassword')}
        name="oldPassword"
        value={oldPassword}
        onValue={setOldPassword}
        error={oldError}
      />
      <PasswordField
        label={t('account.newPassword')}
        name="newPassword"
        fresh
        value={password}
        onValue={setPassword}
        error={errors.password && t(errors.password, VALIDATION_VALUES)}
      />
      <div className="actions">
        <button type="submit" className="button primary" disabled={busy}>
          {t('account.changePassword')}
        </button>
      </div>
    </form>
  );
}
