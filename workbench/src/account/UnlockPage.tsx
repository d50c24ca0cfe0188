import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unlockLoginInputSchema } from '@protolab/shared';
import { api } from '../shell/api';
import { MY_PROTOTYPES_PATH } from '../shell/paths';
import { sessionStore } from '../shell/session';
import { MailLinkForm } from './MailLinkForm';
import { PasswordField } from './accountFields';
import { unlockLogIn } from './loginFlow';
import { useAccountForm } from './useAccountForm';
import { FormSubmit } from '../ui/FormSubmit';

const FAILURE = { failed: 'login.failed', throttled: 'login.throttled', wrongKey: 'unlock.wrongKey' } as const;

/** `unlock.html?email=&key=`: where the "locked out?" mail's link leads; logs this browser in once. */
export function UnlockPage({ email, unlockKey }: { email?: string; unlockKey?: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const complete = Boolean(email && unlockKey);
  const { failure, busy, submit, message } = useAccountForm(unlockLoginInputSchema, async (input) => {
    const outcome = await unlockLogIn(api, sessionStore, input);
    if (outcome === 'ok') return void navigate({ href: MY_PROTOTYPES_PATH, replace: true });
    return t(FAILURE[outcome]);
  });

  return (
    <MailLinkForm
      title={t('unlock.title')}
      email={email}
      complete={complete}
      onSubmit={(event) => submit(event, { email, key: unlockKey, password })}
      footer={<Link to="/">{t('login.title')}</Link>}
    >
      <p className="muted">{t('unlock.text')}</p>
      <PasswordField label={t('field.password')} value={password} onValue={setPassword} error={message('password')} />
      <FormSubmit failure={failure} busy={busy}>
        {busy ? t('login.busy') : t('login.submit')}
      </FormSubmit>
    </MailLinkForm>
  );
}
