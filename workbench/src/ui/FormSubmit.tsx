import type { ReactNode } from 'react';

/** The end of a form: why the last try failed (announced), and the submit button, off while busy. */
export function FormSubmit({
  failure,
  busy,
  children,
}: {
  failure?: string | null;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button primary wide" disabled={busy}>
        {children}
      </button>
    </>
  );
}
