import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthShell } from './AuthShell';
import { LoginForm } from './LoginForm';
import { PasswordRequestForm } from './PasswordRequestForm';

/** `/`: log in, or ask for a password reset (`?form=reset`); sign-up, try-out and examples one click away. */
export function LandingPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { form } = useSearch({ strict: false });
  const loggedIn = () => void navigate({ to: '/apps/logged_in.html' });
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
          <LoginForm onLoggedIn={loggedIn} />
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
