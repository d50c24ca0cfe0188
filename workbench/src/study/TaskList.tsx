import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { App, FlowStep, Task } from '@protolab/shared';
import { TaskEditor } from './TaskEditor';
import { TaskRecorder } from './TaskRecorder';
import { addTask, moveTask, removeTask, updateTask } from './taskEditing';

interface TaskListProps {
  appId: string;
  app: App | undefined;
  tasks: Task[];
  /** Task id → what is wrong with it (shown after a save attempt). */
  problems: Record<string, 'name'>;
  onChange(tasks: Task[]): void;
}

/** The test's tasks: add, edit, reorder, delete, and record a task's flow. */
export function TaskList({ appId, app, tasks, problems, onChange }: TaskListProps) {
  const { t } = useTranslation('study');
  const [newName, setNewName] = useState('');
  const [recording, setRecording] = useState<Task | null>(null);
  const titleId = useId();
  const newId = useId();

  function add(event?: FormEvent) {
    event?.preventDefault();
    const name = newName.trim();
    if (!name) return;
    onChange(addTask(tasks, name));
    setNewName('');
  }

  function saveFlow(task: Task, flow: FlowStep[]) {
    onChange(updateTask(tasks, task.id, { flow }));
    setRecording(null);
  }

  return (
    <section className="card form study-tasks" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('tasks.title')}</h2>
      <p className="muted">{t('tasks.hint')}</p>
      {tasks.length === 0 && <p className="study-empty">{t('tasks.empty')}</p>}
      <ol className="study-task-list">
        {tasks.map((task, index) => (
          <TaskEditor
            key={task.id}
            app={app}
            task={task}
            position={index + 1}
            first={index === 0}
            last={index === tasks.length - 1}
            problem={problems[task.id]}
            onChange={(changes) => onChange(updateTask(tasks, task.id, changes))}
            onMove={(by) => onChange(moveTask(tasks, task.id, by))}
            onRemove={() => onChange(removeTask(tasks, task.id))}
            onRecord={() => setRecording(task)}
          />
        ))}
      </ol>
      <div className="study-add-task">
        <div className="field">
          <label htmlFor={newId}>{t('tasks.newName')}</label>
          <input
            id={newId}
            value={newName}
            placeholder={t('tasks.newNamePlaceholder')}
            onChange={(e) => setNewName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') add(e);
            }}
          />
        </div>
        <button type="button" className="button secondary" disabled={!newName.trim()} onClick={() => add()}>
          {t('tasks.add')}
        </button>
      </div>
      {recording && (
        <TaskRecorder
          appId={appId}
          app={app}
          task={recording}
          onSave={(flow) => saveFlow(recording, flow)}
          onClose={() => setRecording(null)}
        />
      )}
    </section>
  );
}
