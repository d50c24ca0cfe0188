// The image of a widget or a screen's background: uploaded to the prototype's images (SPEC §5: at
// most 5 MB, JPG, PNG or GIF) and set as `style.backgroundImage`, which the renderer draws.
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { useBanner } from '../shell/useBanner';
import { IMAGE_ACCEPT, imageFileProblem } from '../account/imageFile';

export interface BackgroundImage {
  url: string;
  w: number;
  h: number;
}

export function ImageField({
  appId,
  image,
  onChange,
}: {
  appId: string;
  image: BackgroundImage | undefined;
  onChange(image: BackgroundImage | undefined): void;
}) {
  const { t } = useTranslation('editor');
  const banner = useBanner();
  const [busy, setBusy] = useState(false);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (imageFileProblem(file)) return banner.error(t('badImage'));
    const form = new FormData();
    form.append('file', file, file.name);
    setBusy(true);
    try {
      const [stored] = (await api.images.upload(`/rest/images/${encodeURIComponent(appId)}`, form)).uploads;
      if (stored) onChange({ url: stored.url, w: stored.width, h: stored.height });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="field editor-field">
      <label>
        {t('image')}
        <input type="file" accept={IMAGE_ACCEPT} disabled={busy} aria-label={t('chooseImage')} onChange={upload} />
      </label>
      {image && (
        <button type="button" className="button ghost small" onClick={() => onChange(undefined)}>
          {t('removeImage')}
        </button>
      )}
    </div>
  );
}
