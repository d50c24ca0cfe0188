import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@protolab/shared';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { sessionStore } from '../shell/session';
import { useBanner } from '../shell/useBanner';
import { TextField } from '../ui/TextField';
import { NameFields } from './accountFields';

export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'common']);
  const banner = useBanner();
  const [names, setNames] = useState({ name: user.name ?? '', lastname: user.lastname ?? '' });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      sessionStore.update(
        await api.user.save(user.id, { name: names.name.trim() || null, lastname: names.lastname.trim() || null }),
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
      <NameFields values={names} onValue={(field, value) => setNames((v) => ({ ...v, [field]: value }))} />
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
