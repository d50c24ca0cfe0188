import { useEffect, useId, type ReactNode } from 'react';

interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** Escape and a click beside the dialog call this. */
  onClose(): void;
}

/** A modal dialog in the page: labelled by its title, closed with Escape. */
export function Modal({ title, children, onClose }: ModalProps) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
