import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../shell/useSession';
import { LoginForm } from './LoginForm';
import { LoginShell } from './LoginShell';
import { PasswordRequestForm } from './PasswordRequestForm';

/** `/`: log in, or ask for a password reset (`?form=reset`); sign-up, try-out and examples one click away. */
export function LandingPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { form } = useSearch({ strict: false });
  const { loggedIn } = useSession();
  // a login that happens elsewhere (the identity provider's, another tab) leads on as well
  useEffect(() => {
    if (loggedIn) void navigate({ to: '/apps/logged_in.html', replace: true });
  }, [loggedIn, navigate]);

  return (
    <LoginShell>
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
    </LoginShell>
  );
}
