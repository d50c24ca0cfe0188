// Whether testers start on a screen: said when it is the start screen, else a button making it one.
import { useTranslation } from 'react-i18next';
import { setStartScreen, type App, type CommandDraft, type Screen } from '@protolab/shared';

export function StartScreenToggle({ doc, screen, run }: { doc: App; screen: Screen; run(draft: CommandDraft): void }) {
  const { t } = useTranslation('editor');
  return screen.props?.start === true ? (
    <p className="muted">{t('startScreen')}</p>
  ) : (
    <button type="button" className="button ghost small" onClick={() => run(setStartScreen(doc, screen.id))}>
      {t('makeStart')}
    </button>
  );
}
