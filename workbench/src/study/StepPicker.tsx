import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { App, FlowStep } from '@protolab/shared';
import { eventsFor, pickableScreens, pickableWidgets } from './flowEditing';
import { eventTypeKey } from './eventTypeKey';

interface StepPickerProps {
  app: App;
  onAdd(step: Pick<FlowStep, 'screen' | 'widget' | 'type'>): void;
  onClose(): void;
}

/** A step picked by hand: a screen, optionally a widget on it, and the event the tester must cause. */
export function StepPicker({ app, onAdd, onClose }: StepPickerProps) {
  const { t } = useTranslation(['study', 'common']);
  const id = useId();
  const screens = pickableScreens(app);
  const [screen, setScreen] = useState(screens[0]?.id ?? '');
  const [widget, setWidget] = useState<string | null>(null);
  const [type, setType] = useState(eventsFor(null)[0]);
  const widgets = screen ? pickableWidgets(app, screen) : [];

  const pickWidget = (next: string | null) => {
    setWidget(next);
    setType(eventsFor(next)[0]);
  };
  const pickScreen = (next: string) => {
    setScreen(next);
    pickWidget(null);
  };

  return (
    <div className="study-step-picker" role="group" aria-label={t('study:flow.pickTitle')}>
      <div className="field">
        <label htmlFor={`${id}-screen`}>{t('study:flow.pickScreen')}</label>
        <select id={`${id}-screen`} value={screen} onChange={(e) => pickScreen(e.target.value)}>
          {screens.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-widget`}>{t('study:flow.pickWidget')}</label>
        <select id={`${id}-widget`} value={widget ?? ''} onChange={(e) => pickWidget(e.target.value || null)}>
          <option value="">{t('study:flow.noWidget')}</option>
          {widgets.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-event`}>{t('study:flow.pickEvent')}</label>
        <select id={`${id}-event`} value={type} onChange={(e) => setType(e.target.value)}>
          {eventsFor(widget).map((event) => (
            <option key={event} value={event}>
              {t(eventTypeKey(event), { type: event })}
            </option>
          ))}
        </select>
      </div>
      <div className="actions">
        <button
          type="button"
          className="button primary"
          disabled={!screen}
          onClick={() => onAdd({ screen, widget, type })}
        >
          {t('study:flow.addToFlow')}
        </button>
        <button type="button" className="button ghost" onClick={onClose}>
          {t('common:action.cancel')}
        </button>
      </div>
    </div>
  );
}
