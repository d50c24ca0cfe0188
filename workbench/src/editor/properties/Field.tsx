// A labelled text or number input of the properties. A change is a command with a merge key, so
// typing "120" is one undo step; leaving the field (onBlur) seals it.
import { useId } from 'react';
import { FieldFrame } from './FieldFrame';

interface FieldProps {
  label: string;
  value: string | number;
  type?: 'text' | 'number';
  /** shown greyed in an empty field: the inherited value, or "mixed" */
  placeholder?: string;
  min?: number;
  max?: number;
  onChange(value: string): void;
  onBlur(): void;
  onClear?: () => void;
}

export function Field({ label, value, type = 'text', placeholder, min, max, onChange, onBlur, onClear }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame label={label} id={id} onClear={onClear}>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
