// Four sides (padding) or corners (radius) at once, and each on its own when opened.
import type { StyleEdit } from './styleEdit';
import { ShownField } from './ShownField';

export function SidesField({
  label,
  each,
  keys,
  names,
  edit,
}: {
  label: string;
  /** the summary that opens the four fields */
  each: string;
  keys: readonly string[];
  names: readonly string[];
  edit: StyleEdit;
}) {
  const set = (fields: readonly string[], value: string | number | undefined, merge: string) => {
    const n = typeof value === 'number' ? Math.max(0, value) : undefined;
    edit.set(Object.fromEntries(fields.map((key) => [key, n])), merge);
  };
  return (
    <div className="editor-sides">
      <ShownField
        label={label}
        type="number"
        min={0}
        shown={edit.read(keys)}
        onChange={(value) => set(keys, value, keys.join('+'))}
        onBlur={edit.seal}
        onClear={edit.clearer(keys)}
      />
      <details>
        <summary>{each}</summary>
        <div className="editor-field-row" role="group" aria-label={label}>
          {keys.map((key, i) => (
            <ShownField
              key={key}
              label={names[i]}
              type="number"
              min={0}
              shown={edit.read([key])}
              onChange={(value) => set([key], value, key)}
              onBlur={edit.seal}
              onClear={edit.clearer([key])}
            />
          ))}
        </div>
      </details>
    </div>
  );
}
