import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@protolab/shared';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { sessionStore } from '../shell/session';
import { useBanner } from '../shell/useBanner';
import { Avatar } from './Avatar';
import { IMAGE_ACCEPT, imageFileProblem } from './imageFile';

export function ProfileImageSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const banner = useBanner();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  }

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return banner.error(t(problem === 'tooBig' ? 'account.imageTooBig' : 'account.imageWrongType'));
    const form = new FormData();
    form.append('file', file, file.name);
    void run(async () => {
      await api.images.upload(`/rest/user/${encodeURIComponent(user.id)}/images`, form);
      sessionStore.update(await api.user.get(user.id));
      banner.success(t('account.imageSaved'));
    });
  }

  function remove() {
    if (!user.image) return;
    const image = user.image;
    void run(async () => {
      await api.user.deleteImage(user.id, image);
      sessionStore.update({ image: null });
      banner.success(t('account.imageRemoved'));
    });
  }

  return (
    <section className="card" aria-labelledby="image-title">
      <h2 id="image-title">{t('account.image')}</h2>
      <div className="image-row">
        <Avatar user={user} size={96} alt={t('account.imageAlt')} />
        <div className="stack">
          <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={upload} data-testid="image-input" />
          <div className="actions">
            <button type="button" className="button secondary" disabled={busy} onClick={() => input.current?.click()}>
              {t('account.imageUpload')}
            </button>
            {user.image && (
              <button type="button" className="button ghost" disabled={busy} onClick={remove}>
                {t('account.imageRemove')}
              </button>
            )}
          </div>
          <small className="muted">{t('account.imageHint')}</small>
        </div>
      </div>
    </section>
  );
}
