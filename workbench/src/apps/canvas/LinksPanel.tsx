// The links from the selected widget or screen (prototype mode, by keyboard as well as by mouse):
// when each fires, where it goes, its transition; add one to any screen, delete one.
import { useTranslation } from 'react-i18next';
import {
  addLine,
  deleteSelection,
  orderedScreens,
  TRANSITIONS,
  triggerOf,
  updateRecords,
  type App,
  type CommandDraft,
  type Trigger,
} from '@protolab/shared';

const WIDGET_EVENTS: Trigger[] = [
  'click',
  'dblclick',
  'longpress',
  'hover',
  'change',
  'swipeLeft',
  'swipeRight',
  'swipeUp',
  'swipeDown',
];
const SCREEN_EVENTS: Trigger[] = ['timer', 'loaded', 'click', 'swipeLeft', 'swipeRight', 'swipeUp', 'swipeDown'];

export function LinksPanel({ doc, source, run }: { doc: App; source: string; run(draft: CommandDraft): void }) {
  const { t } = useTranslation('editor');
  const fromScreen = Boolean(doc.screens[source]);
  const events = fromScreen ? SCREEN_EVENTS : WIDGET_EVENTS;
  const lines = Object.values(doc.lines).filter((line) => line.from === source);
  const screens = orderedScreens(doc);
  const set = (id: string, fields: Record<string, unknown>) => run(updateRecords(doc, 'lines', [id], fields));
  return (
    <section className="editor-links" aria-label={t('links')}>
      <h3 className="editor-panel-title">{t('links')}</h3>
      {lines.map((line) => {
        const trigger = triggerOf(line.event) ?? 'click';
        return (
          <div className="editor-link" key={line.id} data-line={line.id}>
            <div className="field editor-field">
              <label>
                {t('linkEvent')}
                <select
                  value={trigger}
                  onChange={(e) =>
                    set(line.id, {
                      event: e.target.value,
                      timer: e.target.value === 'timer' ? (line.timer ?? 3) : undefined,
                    })
                  }
                >
                  {[...new Set([...events, trigger])].map((event) => (
                    <option key={event} value={event}>
                      {t(`event.${event}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {trigger === 'timer' && (
              <div className="field editor-field">
                <label>
                  {t('timerSeconds')}
                  <input
                    type="number"
                    min={0}
                    value={Number(line.timer ?? 3)}
                    onChange={(e) => e.target.value !== '' && set(line.id, { timer: Number(e.target.value) })}
                  />
                </label>
              </div>
            )}
            <div className="field editor-field">
              <label>
                {t('linkTarget')}
                <select value={line.to} onChange={(e) => set(line.id, { to: e.target.value })}>
                  {screens.map((screen) => (
                    <option key={screen.id} value={screen.id}>
                      {screen.name ?? screen.id}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className="field editor-field">
              <label>
                {t('transition')}
                <select
                  value={typeof line.animation === 'string' ? line.animation : ''}
                  onChange={(e) => set(line.id, { animation: e.target.value || undefined })}
                >
                  <option value="">{t('noTransition')}</option>
                  {TRANSITIONS.map((kind) => (
                    <option key={kind} value={kind}>
                      {kind}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <button
              type="button"
              className="button ghost small danger-text"
              onClick={() => run(deleteSelection(doc, [line.id]))}
            >
              {t('deleteLink')}
            </button>
          </div>
        );
      })}
      <div className="field editor-field">
        <select
          aria-label={t('addLink')}
          value=""
          onChange={(e) => {
            if (!e.target.value) return;
            const event = fromScreen ? 'timer' : 'click';
            run(addLine(doc, source, e.target.value, fromScreen ? { event, timer: 3 } : { event }));
          }}
        >
          <option value="">{t('addLink')}</option>
          {screens
            .filter((screen) => screen.id !== source)
            .map((screen) => (
              <option key={screen.id} value={screen.id}>
                {screen.name ?? screen.id}
              </option>
            ))}
        </select>
      </div>
    </section>
  );
}
