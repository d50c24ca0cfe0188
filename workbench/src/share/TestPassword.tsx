// The optional password of the test link (POST /rest/apps/{id}/invitation/password.json).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH, type Invitation } from '@protolab/shared';
import { reportError } from '../shell/errors';
import { useBanner } from '../shell/useBanner';
import { TextField } from '../ui/TextField';
import { appKeys, setTestPassword, withTestPassword } from '../prototypes/queries';

export function TestPassword({ appId, hasPassword }: { appId: string; hasPassword: boolean }) {
  const { t } = useTranslation('apps');
  const banner = useBanner();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (value: string | null) => setTestPassword(appId, value),
    onSuccess: (answer) => {
      queryClient.setQueryData<Invitation[]>(appKeys.invitations(appId), (old) =>
        old ? withTestPassword(old, answer.hasPassword) : old,
      );
      // a new password ends the preview's token too
      void queryClient.invalidateQueries({ queryKey: appKeys.previewToken(appId) });
      banner.success(answer.hasPassword ? t('share.passwordSet') : t('share.passwordRemoved'));
      setPassword('');
    },
    onError: reportError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const short = password.length < MIN_PASSWORD_LENGTH;
    setError(short ? t('share.passwordLength', { min: MIN_PASSWORD_LENGTH }) : undefined);
    if (!short) save.mutate(password);
  };
  return (
    <form className="form share-password" onSubmit={submit} noValidate>
      <p className="muted">{hasPassword ? t('share.passwordOn') : t('share.passwordOff')}</p>
      <div className="copy-row">
        <TextField
          label={hasPassword ? t('share.newPassword') : t('share.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          error={error}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="button secondary" disabled={save.isPending}>
          {t('share.setPassword')}
        </button>
      </div>
      {hasPassword && (
        <button type="button" className="button ghost" disabled={save.isPending} onClick={() => save.mutate(null)}>
          {t('share.removePassword')}
        </button>
      )}
    </form>
  );
}
