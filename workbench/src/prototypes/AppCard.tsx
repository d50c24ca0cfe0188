import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PrototypeCard } from './appList';
import { CardThumbnail } from './CardThumbnail';
import { isDeviceType } from './devices';
import { formatDate } from './formatting';

interface AppCardProps {
  app: PrototypeCard;
  onCopy(app: PrototypeCard): void;
  /** only for the owner */
  onDelete?(app: PrototypeCard): void;
}

// the largest outline of the device in the card's preview, px
const PREVIEW_W = 150;
const PREVIEW_H = 100;

/** A prototype in my prototypes: its start screen in its device's outline, name, size and last change, and its actions. */
export function AppCard({ app, onCopy, onDelete }: AppCardProps) {
  const { t, i18n } = useTranslation('apps');
  const size = app.screenSize;
  const ratio = size ? Math.min(1.6, Math.max(0.45, size.h / size.w)) : 1.6;
  const deviceW = Math.min(PREVIEW_W, PREVIEW_H / ratio);
  const type = isDeviceType(app.type) ? app.type : 'smartphone';
  return (
    <li className="app-card" data-testid="app-card">
      <Link to="/apps/{$id}.html" params={{ id: app.id }} className="app-card-link">
        <span className="app-card-preview" aria-hidden="true">
          <CardThumbnail appId={app.id} width={deviceW} height={deviceW * ratio} />
        </span>
        <span className="app-card-name">{app.name}</span>
        <span className="app-card-meta">
          {t(`device.${type}`)}
          {size && ` · ${size.w} × ${size.h}`}
        </span>
        <span className="app-card-meta">
          {t('list.screens', { count: app.screens })}
          {' · '}
          {t('list.updated', { date: formatDate(app.updated, i18n.language) })}
        </span>
      </Link>
      <div className="app-card-actions">
        <button type="button" className="button ghost small" onClick={() => onCopy(app)}>
          {t('list.copy')}
        </button>
        {onDelete && (
          <button type="button" className="button ghost small danger-text" onClick={() => onDelete(app)}>
            {t('list.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
