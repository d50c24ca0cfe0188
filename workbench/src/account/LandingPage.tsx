import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentityProvider } from '../shell/useIdentityProvider';
import { useSession } from '../shell/useSession';
import { AuthShell } from './AuthShell';
import { LoginForm } from './LoginForm';
import { PasswordRequestForm } from './PasswordRequestForm';
import { ProviderLogin } from './ProviderLogin';

/** `/`: log in, or ask for a password reset (`?form=reset`); sign-up, try-out and examples one click away. */
export function LandingPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { form } = useSearch({ strict: false });
  const { loggedIn } = useSession();
  const provider = useIdentityProvider();
  // a login that happens elsewhere (the identity provider's, another tab) leads on as well
  useEffect(() => {
    if (loggedIn) void navigate({ to: '/apps/logged_in.html', replace: true });
  }, [loggedIn, navigate]);

  if (provider) {
    return (
      <AuthShell>
        <ProviderLogin provider={provider} />
      </AuthShell>
    );
  }
  return (
    <AuthShell>
      {form === 'reset' ? (
        <>
          <PasswordRequestForm />
          <p className="auth-switch">
            <Link to="/">{t('login.title')}</Link>
          </p>
        </>
      ) : (
        <>
          <LoginForm />
          <p className="auth-switch">
            <Link to="/" search={{ form: 'reset' }}>
              {t('login.forgot')}
            </Link>
          </p>
          <p className="auth-switch">
            <span>{t('login.noAccount')}</span>
            <Link to="/register" className="strong-link">
              {t('landing.signUp')}
            </Link>
          </p>
        </>
      )}
    </AuthShell>
  );
}
