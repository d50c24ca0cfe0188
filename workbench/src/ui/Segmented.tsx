/** One choice of a few, as a row of buttons that act as radio buttons. */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  small = false,
}: {
  /** what is chosen (read by screen readers) */
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange(value: T): void;
  small?: boolean;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="segmented">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className={`button ${option.value === value ? 'primary' : 'secondary'}${small ? ' small' : ''}`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
