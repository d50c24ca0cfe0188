import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { useBanner } from '../shell/useBanner';
import { Modal } from '../ui/Modal';
import { ModalActions } from '../ui/ModalActions';
import { TextField } from '../ui/TextField';
import { nameError } from './createAppForm';
import { appKeys } from './queries';

/** Copy a prototype under a new name (POST /rest/apps/copy/{id}). */
export function CopyAppDialog({ app, onClose }: { app: { id: string; name: string }; onClose(): void }) {
  const { t } = useTranslation('apps');
  const banner = useBanner();
  const queryClient = useQueryClient();
  const [name, setName] = useState<string>(() => t('copy.defaultName', { name: app.name }));
  const [error, setError] = useState<string>();
  const copy = useMutation({
    mutationFn: (copyName: string) => api.apps.copy(app.id, copyName),
    onSuccess: (copied) => {
      void queryClient.invalidateQueries({ queryKey: appKeys.list });
      banner.success(t('copy.done', { name: copied.name }));
      onClose();
    },
    onError: reportError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(name);
    setError(problem && t(problem));
    if (!problem) copy.mutate(name.trim());
  };
  return (
    <Modal title={t('copy.title', { name: app.name })} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('form.name')}
          value={name}
          autoFocus
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
        <ModalActions onCancel={onClose}>
          <button type="submit" className="button primary" disabled={copy.isPending}>
            {t('copy.submit')}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
