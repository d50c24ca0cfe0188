// The accessibility panel beside the canvas (issue 33): the document rules' findings for the whole
// prototype or the screen being edited, each its rule in words, its WCAG criterion and its widget.
// A row selects its widget and brings it into view; "Fix" runs the finding's quick fix as one
// editor command, so one undo takes it back. The browser's engine adds its findings on the screens
// as testers see them (useEngineCheck).
import { useTranslation } from 'react-i18next';
import { quickFixCommand, type A11yFinding, type App, type CommandDraft } from '@protolab/shared';
import { useWidgetNames } from '../palette/widgetNames';
import { criterionText, ruleText, subjectText } from './findingText';
import type { A11yScope } from './useAccessibilityCheck';
import './a11y.css';

interface AccessibilityPanelProps {
  doc: App;
  findings: readonly A11yFinding[];
  scope: A11yScope;
  onScope(scope: A11yScope): void;
  /** a row's click: its widget (or screen) selected and brought into view */
  onShow(finding: A11yFinding): void;
  run(draft: CommandDraft): void;
  /** screens the browser's engine has still to check */
  enginePending: number;
  /** the panel's close button, or Escape within it */
  onClose(): void;
}

export function AccessibilityPanel({
  doc,
  findings,
  scope,
  onScope,
  onShow,
  run,
  enginePending,
  onClose,
}: AccessibilityPanelProps) {
  const { t } = useTranslation('a11y');
  const names = useWidgetNames();
  return (
    <section
      className="editor-a11y"
      aria-label={t('title')}
      onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onClose())}
    >
      <div className="editor-a11y-head">
        <h2 className="editor-panel-title">{t('title')}</h2>
        <button
          type="button"
          className="button small ghost editor-a11y-close"
          aria-label={t('close')}
          onClick={onClose}
        >
          <span aria-hidden>×</span>
        </button>
      </div>
      <div className="editor-a11y-scope" role="group" aria-label={t('scope')}>
        {(['all', 'screen'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={`button small ${scope === s ? 'primary' : 'ghost'}`}
            aria-pressed={scope === s}
            onClick={() => onScope(s)}
          >
            {t(`scope.${s}`)}
          </button>
        ))}
      </div>
      <p className="muted editor-a11y-count" role="status">
        {findings.length ? t('count', { count: findings.length }) : t('none')}
        {enginePending > 0 && <> {t('enginePending', { count: enginePending })}</>}
      </p>
      <ul className="editor-a11y-list">
        {findings.map((finding, index) => {
          const rule = ruleText(t, finding);
          return (
            <li
              key={`${finding.rule}:${finding.widgetId ?? finding.screenId}:${index}`}
              data-severity={finding.severity}
            >
              <button type="button" className="editor-a11y-finding" onClick={() => onShow(finding)}>
                <span className="editor-a11y-rule">{rule}</span>
                <span className="muted">
                  {criterionText(t, finding)} · {t(`severity.${finding.severity}`)}
                </span>
                <span className="editor-a11y-subject">{subjectText(t, names.name, doc, finding)}</span>
              </button>
              {finding.fix && (
                <button
                  type="button"
                  className="button small secondary"
                  aria-label={t('fixOf', { rule })}
                  onClick={() => run(quickFixCommand(doc, finding.fix!))}
                >
                  {t('fix')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="muted editor-a11y-engine-note">{t('engine')}</p>
    </section>
  );
}
