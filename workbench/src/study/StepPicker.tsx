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
      <PickField
        id={`${id}-screen`}
        label={t('study:flow.pickScreen')}
        value={screen}
        options={screens.map((option) => ({ value: option.id, label: option.name }))}
        onPick={pickScreen}
      />
      <PickField
        id={`${id}-widget`}
        label={t('study:flow.pickWidget')}
        value={widget ?? ''}
        options={[
          { value: '', label: t('study:flow.noWidget') },
          ...widgets.map((option) => ({ value: option.id, label: option.name })),
        ]}
        onPick={(next) => pickWidget(next || null)}
      />
      <PickField
        id={`${id}-event`}
        label={t('study:flow.pickEvent')}
        value={type}
        options={eventsFor(widget).map((event) => ({ value: event, label: t(eventTypeKey(event), { type: event }) }))}
        onPick={setType}
      />
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

/** One labelled choice of the picker. */
function PickField(props: {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onPick(value: string): void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onPick(e.target.value)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
