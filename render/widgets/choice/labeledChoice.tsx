// The labelled check boxes and radios' shared drawing (a lower-case file: not loaded as a widget type).
import { ChoiceButton, type ChoiceButtonProps } from '../../parts/choiceButton';
import { LabeledMark } from '../../parts/choiceLabeled';
import { fontCss } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onStyle } from './choiceStyle';

/**
 * A check box or radio and its label, one target: a tap on the label ticks it too. A tap flips a
 * check box; it checks a radio, and a checked one stays checked.
 */
export function LabeledChoice(props: WidgetRendererProps & { kind: 'check' | 'radio' }) {
  const { kind, view, style, scale, value, interactive, onValue } = props;
  const on = value === true;
  const shown = onStyle(view, style, on);
  return (
    <ChoiceButton
      interactive={interactive}
      role={kind === 'check' ? 'checkbox' : 'radio'}
      on={on}
      onPress={() => (kind === 'check' ? onValue(!on) : on || onValue(true))}
      style={{
        ...fontCss(shown, scale, view.box.h),
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <LabeledMark kind={kind} on={on} label={view.text ?? ''} rowHeight={view.box.h} style={shown} scale={scale} />
    </ChoiceButton>
  );
}

/**
 * A labelled check box or radio per option, spread over the height; `choice(i)` gives option i's
 * role, state and handlers.
 */
export function LabeledOptions({
  kind,
  options,
  choice,
  view,
  style,
  scale,
  interactive,
}: Pick<WidgetRendererProps, 'view' | 'style' | 'scale' | 'interactive'> & {
  kind: 'check' | 'radio';
  options: string[];
  choice(i: number): Omit<ChoiceButtonProps, 'interactive' | 'style' | 'children'>;
}) {
  const rowHeight = view.box.h / Math.max(1, options.length);
  return (
    <div
      role={kind === 'check' ? 'group' : 'radiogroup'}
      aria-label={view.text ?? view.name}
      data-choice-group={kind === 'radio' || undefined}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: options.length > 1 ? 'space-between' : 'flex-start',
      }}
    >
      {options.map((option, i) => {
        const button = choice(i);
        return (
          <ChoiceButton
            key={i}
            interactive={interactive}
            {...button}
            style={{ display: 'flex', alignItems: 'center', width: '100%' }}
          >
            <LabeledMark
              kind={kind}
              on={button.on}
              label={option}
              rowHeight={rowHeight}
              style={onStyle(view, style, button.on)}
              scale={scale}
            />
          </ChoiceButton>
        );
      })}
    </div>
  );
}
