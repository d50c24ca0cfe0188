import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { useBanner } from '../shell/useBanner';
import { Modal } from '../ui/Modal';
import { ModalActions } from '../ui/ModalActions';
import { appKeys } from './queries';

/** Asks before deleting a prototype (owner only) with its tests and recordings. */
export function DeleteAppDialog({
  app,
  onClose,
  onDeleted,
}: {
  app: { id: string; name: string };
  onClose(): void;
  onDeleted?(): void;
}) {
  const { t } = useTranslation('apps');
  const banner = useBanner();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.apps.delete(app.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appKeys.list });
      queryClient.removeQueries({ queryKey: appKeys.app(app.id) });
      banner.success(t('delete.done', { name: app.name }));
      onClose();
      onDeleted?.();
    },
    onError: reportError,
  });
  return (
    <Modal title={t('delete.title')} onClose={onClose}>
      <p>{t('delete.question', { name: app.name })}</p>
      <ModalActions onCancel={onClose}>
        <button type="button" className="button danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {t('delete.confirm')}
        </button>
      </ModalActions>
    </Modal>
  );
}
