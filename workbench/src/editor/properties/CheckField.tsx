// A yes / no value as a check box; half-checked when the selected widgets differ.
import { useEffect, useId, useRef } from 'react';
import { FieldFrame } from './FieldFrame';
import { showsInherited, type Shown } from './selectionValues';

export function CheckField({
  label,
  shown,
  onChange,
  onClear,
}: {
  label: string;
  shown: Shown;
  onChange(value: boolean): void;
  onClear?: () => void;
}) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = shown.mixed;
  }, [shown.mixed]);
  const inherited = showsInherited(shown);
  return (
    <FieldFrame label={label} id={id} onClear={onClear} className="editor-check">
      <input
        ref={box}
        id={id}
        type="checkbox"
        className={inherited ? 'is-inherited' : undefined}
        checked={(inherited ? shown.inherited : shown.value) === true}
        onChange={(e) => onChange(e.target.checked)}
      />
    </FieldFrame>
  );
}
