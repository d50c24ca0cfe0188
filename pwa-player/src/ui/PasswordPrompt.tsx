import { useState, type FormEvent } from 'react';
import { useTexts } from './texts';

export function PasswordPrompt(props: {
  error: 'wrong' | 'tooMany' | null;
  onSubmit: (password: string) => Promise<void>;
}) {
  const t = useTexts();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await props.onSubmit(password);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="pl-page">
      <h1>{t('password.title')}</h1>
      <form onSubmit={submit} className="pl-form">
        <label>
          {t('password.label')}
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
            autoComplete="off"
            required
          />
        </label>
        {props.error && (
          <p className="pl-error" role="alert">
            {t(props.error === 'wrong' ? 'password.wrong' : 'password.tooMany')}
          </p>
        )}
        <button type="submit" className="pl-primary" disabled={busy || password === ''}>
          {t('password.submit')}
        </button>
      </form>
    </main>
  );
}
