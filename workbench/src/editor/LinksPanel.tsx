// The links from the selected widget or screen, or one link selected on the canvas (by keyboard as
// well as by mouse): when each fires, where it goes, its transition; add one to any screen or
// logic widget, delete one, straighten a bent one (its bend points are dragged on the canvas); one
// may wait for the inputs of its screen to be valid. Out of a LogicOr: the rule of each way out, or
// a random pick (A/B).
import { useTranslation } from 'react-i18next';
import {
  addLine,
  deleteSelection,
  isLogicWidget,
  orderedScreens,
  setLineValidation,
  setWidgetProps,
  straightenLine,
  TRANSITIONS,
  triggerOf,
  updateRecords,
  type App,
  type CommandDraft,
  type Line,
  type Trigger,
} from '@protolab/shared';
import { LineRuleFields } from './LineRuleFields';

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

interface LinksPanelProps {
  doc: App;
  /** the widget or screen whose links are shown */
  source: string;
  /** only this link (selected on the canvas) */
  only?: string;
  run(draft: CommandDraft): void;
}

/** Where a line can lead: screens, then logic widgets. */
function targetsOf(doc: App, source: string) {
  const screens = orderedScreens(doc).map((s) => ({ id: s.id, name: s.name ?? s.id }));
  const logic = Object.values(doc.widgets)
    .filter((w) => isLogicWidget(w.type) && w.id !== source)
    .map((w) => ({ id: w.id, name: `${w.type}${w.name && w.name !== w.type ? ` (${w.name})` : ''}` }));
  return [...screens, ...logic];
}

export function LinksPanel({ doc, source, only, run }: LinksPanelProps) {
  const { t } = useTranslation('editor');
  const fromScreen = Boolean(doc.screens[source]);
  const branching = doc.widgets[source]?.type === 'LogicOr';
  const logic = isLogicWidget(doc.widgets[source]?.type ?? '');
  const events = fromScreen ? SCREEN_EVENTS : WIDGET_EVENTS;
  const lines = Object.values(doc.lines).filter((line) => (only ? line.id === only : line.from === source));
  const targets = targetsOf(doc, source);
  const nameOf = (id: string) => targets.find((target) => target.id === id)?.name ?? doc.widgets[id]?.name ?? id;
  const set = (id: string, fields: Record<string, unknown>) => run(updateRecords(doc, 'lines', [id], fields));
  const random = doc.widgets[source]?.props?.isRandom === true;
  return (
    <section className="editor-links" aria-label={only ? t('link') : t('links')}>
      <h3 className="editor-panel-title">{only ? t('link') : t('links')}</h3>
      {only && lines[0] && (
        <>
          <p className="muted">{t('linkFromTo', { from: nameOf(lines[0].from), to: nameOf(lines[0].to) })}</p>
          <p className="muted editor-hint">{t('bendHint')}</p>
        </>
      )}
      {branching && !only && (
        <>
          <p className="muted editor-hint">{t('logic.hint')}</p>
          <label className="editor-check">
            <input
              type="checkbox"
              checked={random}
              onChange={(e) => run(setWidgetProps(doc, [source], { isRandom: e.target.checked || undefined }))}
            />
            {t('logic.random')}
          </label>
        </>
      )}
      {lines.map((line: Line) => {
        const trigger = triggerOf(line.event) ?? 'click';
        return (
          <div className="editor-link" key={line.id} data-line={line.id}>
            <div className="field editor-field" hidden={logic}>
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
                  {targets.map((target) => (
                    <option key={target.id} value={target.id}>
                      {target.name}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {branching && !random && (
              <LineRuleFields doc={doc} rule={line.rule} onChange={(rule) => set(line.id, { rule })} />
            )}
            {!logic && (
              <label className="editor-check">
                <input
                  type="checkbox"
                  checked={Boolean(line.validation)}
                  onChange={(e) => run(setLineValidation(doc, line.id, e.target.checked))}
                />
                {t('linkValidation')}
              </label>
            )}
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
                      {t(`transition.${kind}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {Boolean(line.points?.length) && (
              <button type="button" className="button ghost small" onClick={() => run(straightenLine(doc, line.id))}>
                {t('straighten')}
              </button>
            )}
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
      <div className="field editor-field" hidden={Boolean(only)}>
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
          {targets
            .filter((target) => target.id !== source)
            .map((target) => (
              <option key={target.id} value={target.id}>
                {target.name}
              </option>
            ))}
        </select>
      </div>
    </section>
  );
}
