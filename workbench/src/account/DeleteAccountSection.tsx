import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@protolab/shared';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { sessionStore } from '../shell/session';
import { useBanner } from '../shell/useBanner';
import { Modal } from '../ui/Modal';
import { ModalActions } from '../ui/ModalActions';
import { TextField } from '../ui/TextField';

/** The account deletion dialog: typing the email confirms; GET /rest/retire deletes. */
export function DeleteAccountSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const banner = useBanner();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const confirmed = typed.trim().toLowerCase() === user.email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    try {
      await api.user.retire();
      sessionStore.clear();
      banner.success(t('account.deleted'));
      void navigate({ to: '/' });
    } catch (error) {
      reportError(error);
      setBusy(false);
    }
  }

  const close = () => {
    setOpen(false);
    setTyped('');
  };
  return (
    <section className="card danger" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('account.deleteTitle')}</h2>
      <p>{t('account.deleteText')}</p>
      <div className="actions">
        <button type="button" className="button danger" onClick={() => setOpen(true)}>
          {t('account.deleteOpen')}
        </button>
      </div>
      {open && (
        <Modal title={t('account.deleteTitle')} onClose={close}>
          <form className="form" onSubmit={submit}>
            <p>{t('account.deleteText')}</p>
            <TextField
              label={t('account.deleteConfirmLabel')}
              type="email"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoFocus
            />
            <ModalActions onCancel={close}>
              <button type="submit" className="button danger" disabled={!confirmed || busy}>
                {t('account.deleteConfirm')}
              </button>
            </ModalActions>
          </form>
        </Modal>
      )}
    </section>
  );
}
