// An on / off style (italic, underline) as a toggle button; "mixed" when the widgets differ, greyed
// while it shows the normal style's value in another state.
import { showsInherited, type Shown } from './selectionValues';

export function ToggleField({
  label,
  shown,
  on,
  onChange,
}: {
  label: string;
  shown: Shown;
  /** the stored value that means "on" */
  on: string;
  onChange(on: boolean): void;
}) {
  const inherited = showsInherited(shown);
  const pressed = (inherited ? shown.inherited : shown.value) === on;
  return (
    <button
      type="button"
      className={`button small ${pressed ? 'primary' : 'ghost'}${inherited ? ' is-inherited' : ''}`}
      aria-pressed={shown.mixed ? 'mixed' : pressed}
      onClick={() => onChange(!pressed)}
    >
      {label}
    </button>
  );
}
