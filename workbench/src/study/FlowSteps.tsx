import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { App, FlowStep } from '@protolab/shared';
import { eventTypeKey } from './eventTypeKey';
import { describeStep } from './taskEditing';

interface FlowStepsProps {
  app: App | undefined;
  flow: FlowStep[];
  /** Without it the marks are shown, not changed. */
  onToggleImportant?: (index: number) => void;
  /** With them each step can be moved and removed (a flow edited by hand). */
  onMove?: (index: number, by: -1 | 1) => void;
  onRemove?: (index: number) => void;
}

/** A flow in words — "Cart → Checkout, click" — each step with its important mark. */
export function FlowSteps({ app, flow, onToggleImportant, onMove, onRemove }: FlowStepsProps) {
  const { t } = useTranslation(['study', 'common']);
  const id = useId();
  if (flow.length === 0) return <p className="muted">{t('flow.empty')}</p>;
  return (
    <ol className="study-steps">
      {flow.map((step, index) => {
        const label = describeStep(app, step);
        const where = label.widget
          ? t('flow.stepOnWidget', { screen: label.screen, widget: label.widget })
          : t('flow.stepOnScreen', { screen: label.screen });
        return (
          // steps have no id; a flow changes as a whole
          <li key={index} className={step.important ? 'study-step important' : 'study-step'}>
            <span className="study-step-text">
              <span className="study-step-where">{where}</span>
              <span className="study-step-event">{t(eventTypeKey(step.type), { type: step.type })}</span>
            </span>
            {onToggleImportant ? (
              <span className="study-step-mark">
                <input
                  id={`${id}-${index}`}
                  type="checkbox"
                  checked={Boolean(step.important)}
                  onChange={() => onToggleImportant(index)}
                />
                <label htmlFor={`${id}-${index}`}>{t('flow.important')}</label>
              </span>
            ) : (
              step.important && <span className="study-step-badge">{t('flow.important')}</span>
            )}
            {onMove && onRemove && (
              <span className="study-step-edit">
                <button
                  type="button"
                  className="button ghost"
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                  aria-label={t('flow.moveStepUp', { position: index + 1 })}
                >
                  {t('tasks.up')}
                </button>
                <button
                  type="button"
                  className="button ghost"
                  disabled={index === flow.length - 1}
                  onClick={() => onMove(index, 1)}
                  aria-label={t('flow.moveStepDown', { position: index + 1 })}
                >
                  {t('tasks.down')}
                </button>
                <button
                  type="button"
                  className="button ghost study-danger"
                  onClick={() => onRemove(index)}
                  aria-label={t('flow.removeStep', { position: index + 1 })}
                >
                  {t('common:action.delete')}
                </button>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
