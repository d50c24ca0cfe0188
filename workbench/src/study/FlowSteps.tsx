import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { App, FlowStep } from '@protolab/shared';
import { describeStep } from './taskEditing';

interface FlowStepsProps {
  app: App | undefined;
  flow: FlowStep[];
  /** Without it the marks are shown, not changed. */
  onToggleImportant?: (index: number) => void;
}

/** A flow in words — "Cart → Checkout, click" — each step with its important mark. */
export function FlowSteps({ app, flow, onToggleImportant }: FlowStepsProps) {
  const { t } = useTranslation('study');
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
          </li>
        );
      })}
    </ol>
  );
}

const KNOWN_EVENTS = ['ScreenLoaded', 'WidgetClick', 'ScreenClick', 'WidgetChange'] as const;

/** The text key of an event type; other types are shown by their name. */
function eventTypeKey(type: string) {
  return (KNOWN_EVENTS as readonly string[]).includes(type)
    ? (`event.${type as (typeof KNOWN_EVENTS)[number]}` as const)
    : ('event.other' as const);
}
