import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRequestInputSchema } from '@protolab/shared';
import { api } from '../shell/api';
import { errorText } from '../shell/errors';
import { TextField } from '../ui/TextField';
import { validate, type FieldErrors } from './formValidation';
import { FormSubmit } from '../ui/FormSubmit';

/** Asks for the reset mail (POST /rest/user/password/request); its link opens reset-password.html. */
export function PasswordRequestForm() {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const input = validate(passwordRequestInputSchema, { email });
    if (!input.ok) return setErrors(input.errors);
    setErrors({});
    setBusy(true);
    try {
      await api.user.requestPassword(input.value);
      setSentTo(input.value.email);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="reset-title">
      <h2 id="reset-title">{t('reset.requestTitle')}</h2>
      {sentTo ? (
        <p role="status">{t('reset.requestSent', { email: sentTo })}</p>
      ) : (
        <>
          <p className="muted">{t('reset.requestText')}</p>
          <TextField
            label={t('field.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email && t(errors.email)}
          />
          <FormSubmit failure={failure} busy={busy}>
            {t('reset.requestSubmit')}
          </FormSubmit>
        </>
      )}
    </form>
  );
}
