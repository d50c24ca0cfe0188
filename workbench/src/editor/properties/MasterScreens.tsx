// A screen's master screens, in its properties: each with an Unlink button, and a choice of the
// screens that may become one (never itself, a master twice, or one that would make a loop).
import { useTranslation } from 'react-i18next';
import {
  addMasterScreen,
  masterChoices,
  unlinkMasterScreen,
  type App,
  type CommandDraft,
  type Screen,
} from '@protolab/shared';

export function MasterScreens({ doc, screen, run }: { doc: App; screen: Screen; run(draft: CommandDraft): void }) {
  const { t } = useTranslation('editor');
  const masters = (screen.parents ?? []).filter((id) => doc.screens[id]);
  const choices = masterChoices(doc, screen.id);
  const nameOf = (s: Screen) => s.name || t('unnamed');
  return (
    <section className="editor-masters" aria-label={t('masterScreens')}>
      <h3 className="editor-panel-title">{t('masterScreens')}</h3>
      {masters.length ? (
        <ul className="editor-master-list" title={t('masterScreensHint')}>
          {masters.map((id) => (
            <li key={id}>
              <span>{nameOf(doc.screens[id])}</span>
              <button
                type="button"
                className="button ghost small"
                aria-label={t('unlinkMasterOf', { name: nameOf(doc.screens[id]) })}
                onClick={() => run(unlinkMasterScreen(doc, screen.id, id))}
              >
                {t('unlinkMaster')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('masterScreensNone')}</p>
      )}
      {choices.length > 0 && (
        <div className="field editor-field">
          <select
            aria-label={t('addMaster')}
            value=""
            onChange={(e) => e.target.value && run(addMasterScreen(doc, screen.id, e.target.value))}
          >
            <option value="">{t('addMaster')}</option>
            {choices.map((s) => (
              <option key={s.id} value={s.id}>
                {nameOf(s)}
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  );
}
