import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { signUpInputSchema } from '@protolab/shared';
import { api } from '../shell/api';
import { errorText } from '../shell/errors';
import { hashHref } from '../shell/paths';
import { sessionStore } from '../shell/session';
import { TextField } from '../ui/TextField';
import { validate, VALIDATION_VALUES, type FieldErrors } from './formValidation';
import { signUp } from './loginFlow';
import { FormSubmit } from '../ui/FormSubmit';

export function SignUpForm({ onSignedUp }: { onSignedUp(): void }) {
  const { t } = useTranslation('account');
  const tosId = useId();
  const [values, setValues] = useState({ name: '', lastname: '', email: '', password: '', tos: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const change = (field: keyof typeof values, value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const input = validate(signUpInputSchema, {
      email: values.email,
      password: values.password,
      tos: values.tos,
      ...(values.name.trim() && { name: values.name }),
      ...(values.lastname.trim() && { lastname: values.lastname }),
    });
    if (!input.ok) return setErrors(input.errors);
    setErrors({});
    setBusy(true);
    try {
      const outcome = await signUp(api, sessionStore, input.value);
      if (outcome === 'ok') return onSignedUp();
      setFailure(
        outcome === 'emailTaken'
          ? t('signUp.emailTaken')
          : outcome === 'throttled'
            ? t('login.throttled')
            : t('login.failed'),
      );
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  const message = (field: string) => (errors[field] ? t(errors[field], VALIDATION_VALUES) : undefined);
  const optional = (label: string) => `${label} ${t('field.optional')}`;
  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="signup-title">
      <h2 id="signup-title">{t('signUp.title')}</h2>
      <div className="field-row">
        <TextField
          label={optional(t('field.name'))}
          name="name"
          autoComplete="given-name"
          value={values.name}
          onChange={(e) => change('name', e.target.value)}
          error={message('name')}
        />
        <TextField
          label={optional(t('field.lastname'))}
          name="lastname"
          autoComplete="family-name"
          value={values.lastname}
          onChange={(e) => change('lastname', e.target.value)}
          error={message('lastname')}
        />
      </div>
      <TextField
        label={t('field.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => change('email', e.target.value)}
        error={message('email')}
      />
      <TextField
        label={t('field.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => change('password', e.target.value)}
        hint={t('signUp.passwordHint', VALIDATION_VALUES)}
        error={message('password')}
      />
      <div className={`field field-check${errors.tos ? ' field-invalid' : ''}`}>
        <input
          id={tosId}
          type="checkbox"
          name="tos"
          checked={values.tos}
          onChange={(e) => change('tos', e.target.checked)}
          aria-invalid={errors.tos ? true : undefined}
          aria-describedby={errors.tos ? `${tosId}-error` : undefined}
        />
        <label htmlFor={tosId}>
          <Trans
            t={t}
            i18nKey="signUp.accept"
            components={{
              tos: <a href={hashHref('/tos.html')} target="_blank" rel="noreferrer" />,
              privacy: <a href={hashHref('/privacy.html')} target="_blank" rel="noreferrer" />,
            }}
          />
        </label>
        {errors.tos && (
          <small id={`${tosId}-error`} className="field-error">
            {t(errors.tos)}
          </small>
        )}
      </div>
      <FormSubmit failure={failure} busy={busy}>
        {busy ? t('signUp.busy') : t('signUp.submit')}
      </FormSubmit>
    </form>
  );
}
