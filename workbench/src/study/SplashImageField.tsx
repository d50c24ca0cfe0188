import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestSettings } from '@protolab/shared';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { imageSource } from '../shell/imageSource';
import { useBanner, useRefuseGuest } from '../shell/useBanner';
import { IMAGE_ACCEPT, imageFileProblem } from '../account/imageFile';

interface SplashImageFieldProps {
  appId: string;
  splash: TestSettings['splash'];
  onChange(splash: TestSettings['splash']): void;
}

/** The image on the tester's welcome screen: uploaded to the app's images (≤ 5 MB, JPG/PNG/GIF). */
export function SplashImageField({ appId, splash, onChange }: SplashImageFieldProps) {
  const { t } = useTranslation('study');
  const banner = useBanner();
  const refuseGuest = useRefuseGuest();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (imageFileProblem(file)) {
      setProblem(true);
      return banner.error(t('splash.invalidFile'));
    }
    setProblem(false);
    if (refuseGuest()) return;
    const form = new FormData();
    form.append('file', file, file.name);
    setBusy(true);
    try {
      const [image] = (await api.images.upload(`/rest/images/${encodeURIComponent(appId)}`, form)).uploads;
      if (image) onChange({ url: image.url, name: image.name });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  }

  const preview = splash?.url ? imageSource(splash.url) : undefined;
  return (
    <section className="card form" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('splash.title')}</h2>
      <p className="muted">{t('splash.hint')}</p>
      {preview && <img className="study-splash" src={preview} alt={t('splash.alt')} />}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        onChange={(e) => void upload(e)}
        data-testid="splash-input"
      />
      {problem && (
        <p className="form-error" role="alert">
          {t('splash.invalidFile')}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button secondary" disabled={busy} onClick={() => input.current?.click()}>
          {t(splash?.url ? 'splash.replace' : 'splash.upload')}
        </button>
        {splash?.url && (
          <button type="button" className="button ghost" disabled={busy} onClick={() => onChange(null)}>
            {t('splash.remove')}
          </button>
        )}
      </div>
    </section>
  );
}
