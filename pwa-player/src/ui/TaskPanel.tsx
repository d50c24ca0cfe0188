import { useEffect, useRef, useState } from 'react';
import type { Task } from '@protolab/shared';
import { useTexts } from './texts';

/** The id the bar's Tasks button names as what it opens. */
export const TASK_PANEL_ID = 'pl-tasks';

/**
 * The task list during the test, opened from the bar. Escape or a tap beside it closes it; the tap
 * lands on a see-through backdrop, so it does not also press something in the prototype. It takes
 * the keyboard's focus when it opens and gives it back (to the bar's button) when it closes.
 */
export function TaskPanel({ tasks, completed, onClose }: { tasks: Task[]; completed: string[]; onClose: () => void }) {
  const t = useTexts();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    panel.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <>
      <div className="pl-panel-backdrop" data-testid="task-backdrop" onClick={onClose} />
      <aside id={TASK_PANEL_ID} ref={panel} tabIndex={-1} className="pl-panel" aria-label={t('tasks.show')}>
        <ol className="pl-tasklist">
          {tasks.map((task) => (
            <li key={task.id} className={completed.includes(task.id) ? 'pl-done' : undefined}>
              <strong>{task.name}</strong>
              {completed.includes(task.id) && <span className="pl-badge">{t('tasks.done')}</span>}
              {task.description && <p>{task.description}</p>}
            </li>
          ))}
        </ol>
        <button type="button" onClick={onClose}>
          {t('tasks.hide')}
        </button>
      </aside>
    </>
  );
}

const TOAST_MS = 4000;

/** The task-completion success message; after the last task, an offer to end the test. */
export function TaskSuccess(props: { task: Task | null; allDone: boolean; onDismiss: () => void; onEnd: () => void }) {
  const t = useTexts();
  const { task, onDismiss } = props;
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    if (!task) return;
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [task, onDismiss]);
  if (!visible || (!task && !props.allDone)) return null;
  return (
    <div className="pl-toast" role="status">
      {task && <p>{t('tasks.success', { task: task.name })}</p>}
      {props.allDone && (
        <>
          <p>{t('tasks.allDone')}</p>
          <button type="button" className="pl-primary" onClick={props.onEnd}>
            {t('test.end')}
          </button>
          <button type="button" onClick={() => setVisible(false)}>
            {t('tasks.close')}
          </button>
        </>
      )}
    </div>
  );
}
