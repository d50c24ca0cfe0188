import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { signUpInputSchema } from '@protolab/shared';
import { api } from '../shell/api';
import { hashHref } from '../shell/paths';
import { sessionStore } from '../shell/session';
import { EmailField, NameFields, PasswordField } from './accountFields';
import { signUp } from './loginFlow';
import { useAccountForm } from './useAccountForm';
import { FormSubmit } from '../ui/FormSubmit';

export function SignUpForm({ onSignedUp }: { onSignedUp(): void }) {
  const { t } = useTranslation('account');
  const tosId = useId();
  const [values, setValues] = useState({ name: '', lastname: '', email: '', password: '', tos: false });
  const change = (field: keyof typeof values, value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));
  const { errors, failure, busy, submit, message } = useAccountForm(signUpInputSchema, async (input) => {
    const outcome = await signUp(api, sessionStore, input);
    if (outcome === 'ok') return onSignedUp();
    return outcome === 'emailTaken'
      ? t('signUp.emailTaken')
      : outcome === 'throttled'
        ? t('login.throttled')
        : t('login.failed');
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) =>
        submit(event, {
          email: values.email,
          password: values.password,
          tos: values.tos,
          ...(values.name.trim() && { name: values.name }),
          ...(values.lastname.trim() && { lastname: values.lastname }),
        })
      }
      aria-labelledby="signup-title"
    >
      <h2 id="signup-title">{t('signUp.title')}</h2>
      <NameFields values={values} onValue={change} label={(text) => `${text} ${t('field.optional')}`} error={message} />
      <EmailField value={values.email} onValue={(value) => change('email', value)} error={message('email')} />
      <PasswordField
        label={t('field.password')}
        fresh
        value={values.password}
        onValue={(value) => change('password', value)}
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
