import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { App, FlowStep } from '@protolab/shared';
import { ScreenThumbnail } from '../prototypes/ScreenThumbnail';
import { eventsFor, pickableScreens, pickableWidgets, widgetAt, type WidgetOption } from './flowEditing';
import { eventTypeKey } from './eventTypeKey';

interface StepPickerProps {
  app: App;
  onAdd(step: Pick<FlowStep, 'screen' | 'widget' | 'type'>): void;
  onClose(): void;
}

/** How wide a screen is drawn among those to pick from, and once picked (px). */
const CHOICE_WIDTH = 64;
const PICKED_WIDTH = 180;

/**
 * A step picked by hand, as a designer sees the prototype: a screen among its thumbnails, then
 * optionally a widget on it (clicked on the screen drawn larger, or chosen by name), and the event
 * the tester must cause.
 */
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
      <fieldset className="study-pick-screens">
        <legend>{t('study:flow.pickScreen')}</legend>
        {screens.map((option) => (
          <label key={option.id} className="study-pick-screen" title={option.name}>
            <input
              type="radio"
              name={`${id}-screen`}
              value={option.id}
              checked={screen === option.id}
              onChange={() => pickScreen(option.id)}
            />
            {/* the screen's texts are no part of the choice's name */}
            <span aria-hidden="true">
              <ScreenThumbnail app={app} screenId={option.id} width={CHOICE_WIDTH} />
            </span>
            <span>{option.name}</span>
          </label>
        ))}
      </fieldset>
      {screen && (
        <PickedScreen
          app={app}
          screen={screen}
          widgets={widgets}
          widget={widget}
          label={t('study:flow.clickWidget')}
          onPick={pickWidget}
        />
      )}
      <div className="study-pick-fields">
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
    </div>
  );
}

/**
 * The picked screen drawn larger: a click on a widget picks it (a click beside every widget, the
 * screen itself), and the picked one is outlined. The widget field beside it does the same by name.
 */
function PickedScreen(props: {
  app: App;
  screen: string;
  widgets: readonly WidgetOption[];
  widget: string | null;
  label: string;
  onPick(widget: string | null): void;
}) {
  const { app, screen, widgets, widget } = props;
  const scale = PICKED_WIDTH / (app.screens[screen]?.w || PICKED_WIDTH);
  const picked = widgets.find((option) => option.id === widget);
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const area = event.currentTarget.getBoundingClientRect();
    const point = { x: (event.clientX - area.left) / scale, y: (event.clientY - area.top) / scale };
    props.onPick(widgetAt(widgets, point) ?? null);
  };
  return (
    // a pointer's shortcut: the widget field beside it is the keyboard's way to pick
    <div className="study-picked-screen" title={props.label} data-testid="step-picker-screen" onClick={pick}>
      <ScreenThumbnail app={app} screenId={screen} width={PICKED_WIDTH} />
      {picked && (
        <span
          className="study-picked-widget"
          style={{
            left: picked.box.x * scale,
            top: picked.box.y * scale,
            width: picked.box.w * scale,
            height: picked.box.h * scale,
          }}
        />
      )}
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
