import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordSetInputSchema, RestError } from '@protolab/shared';
import { api } from '../shell/api';
import { errorText } from '../shell/errors';
import { useBanner } from '../shell/useBanner';
import { MailLinkForm } from './MailLinkForm';
import { PasswordField } from './accountFields';
import { useAccountForm } from './useAccountForm';
import { FormSubmit } from '../ui/FormSubmit';

/** `reset-password.html?email=&key=`: where the reset mail's link leads. */
export function ResetPasswordPage({ email, resetKey }: { email?: string; resetKey?: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const banner = useBanner();
  const [password, setPassword] = useState('');
  const complete = Boolean(email && resetKey);
  const { failure, busy, submit, message } = useAccountForm(
    passwordSetInputSchema,
    async (input) => {
      await api.user.setPassword(input);
      banner.success(t('reset.done'));
      void navigate({ to: '/' });
    },
    (error) => (error instanceof RestError && error.apiError?.field === 'key' ? t('reset.wrongKey') : errorText(error)),
  );

  return (
    <MailLinkForm
      title={t('reset.setTitle')}
      email={email}
      complete={complete}
      onSubmit={(event) => submit(event, { email, key: resetKey, password })}
      footer={
        <Link to="/" search={{ form: 'reset' }}>
          {t('reset.requestTitle')}
        </Link>
      }
    >
      <PasswordField
        label={t('reset.newPassword')}
        fresh
        value={password}
        onValue={setPassword}
        error={message('password')}
      />
      <FormSubmit failure={failure} busy={busy}>
        {t('reset.setSubmit')}
      </FormSubmit>
    </MailLinkForm>
  );
}
