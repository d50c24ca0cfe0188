import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { startScreen, type AppSummary } from '@protolab/shared';
import { api } from '../shell/api';
import { ScreenThumbnail } from '../prototypes/ScreenThumbnail';
import { examplePlayHref, exampleResultsHref } from './exampleLinks';
import './help.css';

const PREVIEW_WIDTH = 150;

/** examples.html: the public example prototypes, no login needed. */
export function ExamplesPage() {
  const { t } = useTranslation(['help', 'common']);
  const examples = useQuery({
    queryKey: ['examples'],
    queryFn: () => api.apps.public(),
  });
  return (
    <div className="help">
      <header className="help-head">
        <h1>{t('examples.title')}</h1>
        <p className="muted">{t('examples.intro')}</p>
      </header>
      {examples.isPending ? (
        <p className="page-status">{t('common:loading')}</p>
      ) : examples.isError ? (
        <p className="page-status" role="alert">
          {t('common:error.GET')}
        </p>
      ) : examples.data.length === 0 ? (
        <p className="page-status">{t('examples.empty')}</p>
      ) : (
        <ul className="examples">
          {examples.data.map((example) => (
            <ExampleCard key={example.id} example={example} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ExampleCard({ example }: { example: AppSummary }) {
  const { t } = useTranslation('help');
  const app = useQuery({ queryKey: ['example', example.id], queryFn: () => api.examples.apps(example.id) });
  const start = app.data && startScreen(app.data);
  const play = examplePlayHref(example.testHash);
  return (
    <li className="card example" data-testid="example">
      <div className="example-preview" role="img" aria-label={t('examples.preview', { name: example.name })}>
        {app.data && start && <ScreenThumbnail app={app.data} screenId={start.id} width={PREVIEW_WIDTH} />}
      </div>
      <div className="example-body">
        <h2>{example.name}</h2>
        {example.counts && <p className="muted">{t('examples.screens', { count: example.counts.screens })}</p>}
        <div className="actions">
          <a className="button primary" href={exampleResultsHref(example.id)}>
            {t('examples.results')}
          </a>
          {play && (
            <a className="button secondary" href={play}>
              {t('examples.play')}
            </a>
          )}
        </div>
      </div>
    </li>
  );
}
