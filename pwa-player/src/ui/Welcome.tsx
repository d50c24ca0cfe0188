import type { TestSettings } from '@protolab/shared';
import { useTexts } from './texts';

export function Welcome(props: {
  settings: TestSettings;
  splash: string | null;
  recording: boolean;
  /** the designer's own run (log=false): nothing is recorded, by design */
  preview: boolean;
  onStart: () => void;
  onPhone: (() => void) | null;
}) {
  const t = useTexts();
  const { settings } = props;
  return (
    <main className="pl-page">
      {props.splash && <img className="pl-splash" src={props.splash} alt="" />}
      <h1>{t('welcome.title')}</h1>
      <p className="pl-description">{settings.description.trim() || t('welcome.description')}</p>
      {settings.tasks.length > 0 && (
        <section>
          <h2>{t('welcome.tasks')}</h2>
          <ol className="pl-tasklist">
            {settings.tasks.map((task) => (
              <li key={task.id}>
                <strong>{task.name}</strong>
                {task.description && <p>{task.description}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
      <p className="pl-privacy">{t('welcome.privacy')}</p>
      {!props.recording && <p className="pl-note">{t(props.preview ? 'welcome.preview' : 'welcome.notRecorded')}</p>}
      <div className="pl-actions">
        <button type="button" className="pl-primary" onClick={props.onStart} autoFocus>
          {t('welcome.start')}
        </button>
        {props.onPhone && (
          <button type="button" onClick={props.onPhone}>
            {t('welcome.continueOnPhone')}
          </button>
        )}
      </div>
    </main>
  );
}
