import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityProviderAdapter } from '../session/identityProviderSession';

/** In the identity-provider mode of config.json: login (and sign-up) happen at the provider. */
export function ProviderLogin({ provider }: { provider: IdentityProviderAdapter }) {
  const { t } = useTranslation('account');
  const [failed, setFailed] = useState(false);
  return (
    <div className="form">
      <h2>{t('login.title')}</h2>
      {failed && (
        <p className="form-error" role="alert">
          {t('login.providerFailed')}
        </p>
      )}
      <button
        type="button"
        className="button primary wide"
        onClick={() => provider.login().catch(() => setFailed(true))}
      >
        {t('login.withProvider')}
      </button>
    </div>
  );
}
