import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { banners } from './banners';

export function Banners() {
  const { t } = useTranslation();
  const shown = useSyncExternalStore(banners.subscribe, banners.current);
  return (
    <div className="banners">
      {shown.map((banner) => (
        <div
          key={banner.id}
          className={`banner banner-${banner.kind}`}
          role={banner.kind === 'error' ? 'alert' : 'status'}
          data-banner={banner.kind}
        >
          <span>{banner.text}</span>
          <button
            type="button"
            className="banner-close"
            aria-label={t('banner.close')}
            onClick={() => banners.dismiss(banner.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
