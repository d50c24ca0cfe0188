import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { orderedScreens, startScreen, type App } from '@protolab/shared';
import { ScreenThumbnail } from './ScreenThumbnail';

const THUMBNAIL_WIDTH = 140;

/** The screens as thumbnails, in the designer's order; each opens the canvas on that screen. */
export function DesignTab({ app }: { app: App }) {
  const { t } = useTranslation('apps');
  const start = startScreen(app)?.id;
  const screens = orderedScreens(app);
  return (
    <section className="design-tab">
      <div className="section-head">
        <h2>{t('design.screens', { count: screens.length })}</h2>
        <Link to="/apps/$id/create.html" params={{ id: app.id }} className="button secondary">
          {t('design.openCanvas')}
        </Link>
      </div>
      {screens.length === 0 ? (
        <p className="muted">{t('design.empty')}</p>
      ) : (
        <ul className="screen-grid">
          {screens.map((screen) => (
            <li key={screen.id}>
              <Link
                to="/apps/$id/design/{$sid}.html"
                params={{ id: app.id, sid: screen.id }}
                className="screen-card"
                data-testid="screen-card"
              >
                <span className="screen-card-image">
                  <ScreenThumbnail app={app} screenId={screen.id} width={THUMBNAIL_WIDTH} />
                </span>
                <span className="screen-card-name">
                  {screen.name || t('design.unnamed')}
                  {screen.id === start && <span className="badge">{t('design.start')}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
