/** A search box without a visible label: its placeholder says what it searches, and is its accessible name. */
export function SearchField({
  label,
  value,
  onChange,
  className,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange(query: string): void;
  className?: string;
  autoFocus?: boolean;
}) {
  return (
    <input
      type="search"
      className={className}
      placeholder={label}
      aria-label={label}
      value={value}
      autoFocus={autoFocus}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
