import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../shell/api';
import { sessionStore } from '../shell/session';
import { useSession } from '../shell/useSession';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasswordSection } from './PasswordSection';
import { ProfileImageSection } from './ProfileImageSection';
import { ProfileSection } from './ProfileSection';

/** `my-account.html`: name, picture, password and account deletion of the logged-in user. */
export function MyAccountPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const fresh = useQuery({ queryKey: ['user', user.id], queryFn: () => api.user.get(user.id) });
  useEffect(() => {
    if (fresh.data) sessionStore.update(fresh.data);
  }, [fresh.data]);
  return (
    <div className="account-page">
      <h1>{t('account.title')}</h1>
      <ProfileSection key={`${user.id}:${fresh.dataUpdatedAt}`} user={user} />
      <ProfileImageSection user={user} />
      <PasswordSection user={user} />
      <DeleteAccountSection user={user} />
    </div>
  );
}
