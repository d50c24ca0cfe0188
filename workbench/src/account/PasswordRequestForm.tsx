import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRequestInputSchema } from '@protolab/shared';
import { api } from '../shell/api';
import { EmailField } from './accountFields';
import { useAccountForm } from './useAccountForm';
import { FormSubmit } from '../ui/FormSubmit';

/** Asks for the reset mail (POST /rest/user/password/request); its link opens reset-password.html. */
export function PasswordRequestForm() {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const { failure, busy, submit, message } = useAccountForm(passwordRequestInputSchema, async (input) => {
    await api.user.requestPassword(input);
    setSentTo(input.email);
  });

  return (
    <form className="form" noValidate onSubmit={(event) => submit(event, { email })} aria-labelledby="reset-title">
      <h2 id="reset-title">{t('reset.requestTitle')}</h2>
      {sentTo ? (
        <p role="status">{t('reset.requestSent', { email: sentTo })}</p>
      ) : (
        <>
          <p className="muted">{t('reset.requestText')}</p>
          <EmailField value={email} onValue={setEmail} error={message('email')} />
          <FormSubmit failure={failure} busy={busy}>
            {t('reset.requestSubmit')}
          </FormSubmit>
        </>
      )}
    </form>
  );
}
