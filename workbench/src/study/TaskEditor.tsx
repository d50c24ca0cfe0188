import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { App, Task } from '@protolab/shared';
import { FlowSteps } from './FlowSteps';
import { addStep, canAddStep, moveStep, removeStep } from './flowEditing';
import { StepPicker } from './StepPicker';
import { flowShowsDetails, toggleStepImportant, type TaskChanges } from './taskEditing';

interface TaskEditorProps {
  app: App | undefined;
  task: Task;
  position: number;
  first: boolean;
  last: boolean;
  problem: 'name' | undefined;
  onChange(changes: TaskChanges): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  onRecord(): void;
}

/** One task: name, description, strict order, its flow (recorded, or picked step by step). */
export function TaskEditor({ app, task, position, first, last, problem, ...on }: TaskEditorProps) {
  const { t } = useTranslation(['study', 'common']);
  const id = useId();
  const [picking, setPicking] = useState(false);
  const name = task.name || t('study:tasks.unnamed');
  const changeFlow = (flow: Task['flow']) => on.onChange({ flow });
  return (
    <li className="study-task" aria-label={t('study:tasks.label', { position, name })}>
      <div className="study-task-head">
        <span className="study-task-number" aria-hidden>
          {position}
        </span>
        <div className={`field${problem ? ' field-invalid' : ''}`}>
          <label htmlFor={`${id}-name`}>{t('study:tasks.name')}</label>
          <input
            id={`${id}-name`}
            value={task.name}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-name-error` : undefined}
            onChange={(e) => on.onChange({ name: e.target.value })}
          />
          {problem && (
            <small id={`${id}-name-error`} className="field-error">
              {t('study:tasks.nameRequired')}
            </small>
          )}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>{t('study:tasks.description')}</label>
        <textarea
          id={`${id}-description`}
          rows={2}
          value={task.description}
          placeholder={t('study:tasks.descriptionPlaceholder')}
          onChange={(e) => on.onChange({ description: e.target.value })}
        />
      </div>
      <div className="field field-check">
        <input
          id={`${id}-strict`}
          type="checkbox"
          checked={task.strict}
          onChange={(e) => on.onChange({ strict: e.target.checked })}
        />
        <label htmlFor={`${id}-strict`}>{t('study:tasks.strict')}</label>
        <small className="field-hint study-check-hint">{t('study:tasks.strictHint')}</small>
      </div>
      <div className="study-flow">
        <h3>{t('study:flow.title')}</h3>
        <FlowSteps
          app={app}
          flow={task.flow}
          onToggleImportant={(index) => changeFlow(toggleStepImportant(task.flow, index))}
          onMove={(index, by) => changeFlow(moveStep(task.flow, index, by))}
          onRemove={(index) => changeFlow(removeStep(task.flow, index))}
        />
        {!flowShowsDetails(task.flow) && <p className="study-flow-note">{t('study:flow.needsTwoSteps')}</p>}
        {picking && app && (
          <StepPicker
            app={app}
            onAdd={(step) => changeFlow(addStep(task.flow, step))}
            onClose={() => setPicking(false)}
          />
        )}
      </div>
      <div className="actions study-task-actions">
        {!picking && (
          <button
            type="button"
            className="button secondary"
            disabled={!app || !canAddStep(task.flow)}
            onClick={() => setPicking(true)}
          >
            {t('study:flow.addStep')}
          </button>
        )}
        <button type="button" className="button secondary" onClick={on.onRecord}>
          {t(task.flow.length > 0 ? 'study:recorder.recordAgain' : 'study:recorder.record')}
        </button>
        <button
          type="button"
          className="button ghost"
          disabled={first}
          onClick={() => on.onMove(-1)}
          aria-label={t('study:tasks.moveUp', { name })}
        >
          {t('study:tasks.up')}
        </button>
        <button
          type="button"
          className="button ghost"
          disabled={last}
          onClick={() => on.onMove(1)}
          aria-label={t('study:tasks.moveDown', { name })}
        >
          {t('study:tasks.down')}
        </button>
        <button
          type="button"
          className="button ghost study-danger"
          onClick={on.onRemove}
          aria-label={t('study:tasks.remove', { name })}
        >
          {t('common:action.delete')}
        </button>
      </div>
    </li>
  );
}
