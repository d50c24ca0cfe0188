import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@protolab/shared';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { sessionStore } from '../shell/session';
import { useBanner } from '../shell/useBanner';
import { TextField } from '../ui/TextField';

export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'common']);
  const banner = useBanner();
  const [name, setName] = useState(user.name ?? '');
  const [lastname, setLastname] = useState(user.lastname ?? '');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      sessionStore.update(
        await api.user.save(user.id, { name: name.trim() || null, lastname: lastname.trim() || null }),
      );
      banner.success(t('account.saved'));
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={submit} aria-labelledby="profile-title">
      <h2 id="profile-title">{t('account.profile')}</h2>
      <div className="field-row">
        <TextField
          label={t('field.name')}
          name="name"
          autoComplete="given-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t('field.lastname')}
          name="lastname"
          autoComplete="family-name"
          value={lastname}
          onChange={(e) => setLastname(e.target.value)}
        />
      </div>
      <TextField label={t('field.email')} name="email" type="email" value={user.email} readOnly />
      <p className="muted">{t('account.plan', { plan: user.plan ?? 'Free' })}</p>
      <div className="actions">
        <button type="submit" className="button primary" disabled={busy}>
          {t('common:action.save')}
        </button>
      </div>
    </form>
  );
}
