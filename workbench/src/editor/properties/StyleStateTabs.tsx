// The style state being edited: normal, hover, focus, active or error, as a group of toggle
// buttons; a state that holds values of its own is marked.
import { useTranslation } from 'react-i18next';
import type { Widget, WidgetStyleState } from '@protolab/shared';

const STATES: readonly WidgetStyleState[] = ['style', 'hover', 'focus', 'active', 'error'];

export function StyleStateTabs({
  state,
  widgets,
  onChange,
}: {
  state: WidgetStyleState;
  widgets: readonly Widget[];
  onChange(state: WidgetStyleState): void;
}) {
  const { t } = useTranslation('editor');
  const styled = (s: WidgetStyleState) => s !== 'style' && widgets.some((w) => Object.keys(w[s] ?? {}).length > 0);
  return (
    <div className="editor-states" role="group" aria-label={t('styleState')}>
      {STATES.map((s) => (
        <button
          key={s}
          type="button"
          className={`button small ${s === state ? 'primary' : 'ghost'}${styled(s) ? ' has-style' : ''}`}
          aria-pressed={s === state}
          onClick={() => onChange(s)}
        >
          {t(`state.${s}`)}
        </button>
      ))}
    </div>
  );
}
