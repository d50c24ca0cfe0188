import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoginShell } from './LoginShell';
import { SignUpForm } from './SignUpForm';

/** `register` and `/registratadordeUsuarios`. */
export function SignUpPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <LoginShell>
      <SignUpForm onSignedUp={() => void navigate({ to: '/apps/logged_in.html' })} />
      <p className="auth-switch">
        <span>{t('signUp.haveAccount')}</span>
        <Link to="/" className="strong-link">
          {t('login.title')}
        </Link>
      </p>
    </LoginShell>
  );
}
