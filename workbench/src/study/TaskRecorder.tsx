import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { App, FlowStep, Task } from '@protolab/shared';
import { api } from '../shell/api';
import { errorText } from '../shell/errors';
import { Modal } from '../ui/Modal';
import { ModalActions } from '../ui/ModalActions';
import { FlowSteps } from './FlowSteps';
import { readPlayerMessage, recorderPlayerUrl, type PlayerEvent } from './playerMessage';
import { studyKeys } from './queryKeys';
import { begin, done, idleRecorder, pause, receive, record, toggleImportant, type RecorderState } from './taskRecorder';

type Action =
  | { type: 'begin' | 'pause' | 'record' | 'done' }
  | { type: 'event'; event: PlayerEvent }
  | { type: 'important'; index: number };

function reducer(state: RecorderState, action: Action): RecorderState {
  switch (action.type) {
    case 'begin':
      return begin();
    case 'pause':
      return pause(state);
    case 'record':
      return record(state);
    case 'done':
      return done(state);
    case 'event':
      return receive(state, action.event);
    case 'important':
      return toggleImportant(state, action.index);
  }
}

interface TaskRecorderProps {
  appId: string;
  app: App | undefined;
  task: Task;
  onSave(flow: FlowStep[]): void;
  onClose(): void;
}

/** Records a task's flow by playing the prototype in the player, framed (SPEC §4 task recorder). */
export function TaskRecorder({ appId, app, task, onSave, onClose }: TaskRecorderProps) {
  const { t } = useTranslation(['study', 'common']);
  const [state, dispatch] = useReducer(reducer, idleRecorder);
  const frame = useRef<HTMLIFrameElement>(null);
  const invitations = useQuery({ queryKey: studyKeys.invitations(appId), queryFn: () => api.invitation.list(appId) });
  const hash = invitations.data?.find((invitation) => invitation.permission === 'test')?.hash;
  // a new frame for each begin: the player starts on the start screen again
  const [launch, relaunch] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const listen = (message: MessageEvent) => {
      if (message.origin !== window.location.origin || message.source !== frame.current?.contentWindow) return;
      const event = readPlayerMessage(message.data);
      if (event) dispatch({ type: 'event', event });
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  const start = () => {
    relaunch();
    dispatch({ type: 'begin' });
  };
  const size = app?.screenSize ?? { w: 375, h: 667 };
  const live = state.phase === 'recording' || state.phase === 'paused';

  return (
    <Modal title={t('study:recorder.title', { name: task.name || t('study:tasks.unnamed') })} onClose={onClose}>
      <div className="study-recorder">
        <div className="study-recorder-player">
          {state.phase !== 'idle' && hash ? (
            <iframe
              key={launch}
              ref={frame}
              title={t('study:recorder.player')}
              src={recorderPlayerUrl(hash)}
              style={{ '--ratio': size.w / size.h } as CSSProperties}
            />
          ) : (
            <div className="study-recorder-placeholder">
              {invitations.isError ? (
                <p className="form-error" role="alert">
                  {errorText(invitations.error)}
                </p>
              ) : (
                <p className="muted">{t(invitations.isPending ? 'common:loading' : 'study:recorder.intro')}</p>
              )}
            </div>
          )}
        </div>
        <div className="study-recorder-side">
          <p className={`study-recorder-status ${state.phase}`} role="status">
            {t(`study:recorder.status.${state.phase}`)}
          </p>
          <div className="actions">
            {state.phase === 'idle' && (
              <button type="button" className="button primary" disabled={!hash} onClick={start}>
                {t('study:recorder.begin')}
              </button>
            )}
            {state.phase === 'recording' && (
              <button type="button" className="button secondary" onClick={() => dispatch({ type: 'pause' })}>
                {t('study:recorder.pause')}
              </button>
            )}
            {state.phase === 'paused' && (
              <button type="button" className="button secondary" onClick={() => dispatch({ type: 'record' })}>
                {t('study:recorder.resume')}
              </button>
            )}
            {live && (
              <button type="button" className="button primary" onClick={() => dispatch({ type: 'done' })}>
                {t('study:recorder.done')}
              </button>
            )}
            {state.phase === 'done' && (
              <button type="button" className="button ghost" onClick={start}>
                {t('study:recorder.restart')}
              </button>
            )}
          </div>
          {state.phase === 'done' && <p className="muted">{t('study:recorder.markHint')}</p>}
          {state.phase !== 'idle' && (
            <FlowSteps
              app={app}
              flow={state.steps}
              onToggleImportant={state.phase === 'done' ? (index) => dispatch({ type: 'important', index }) : undefined}
            />
          )}
          <ModalActions onCancel={onClose}>
            <button
              type="button"
              className="button primary"
              disabled={state.phase !== 'done' || state.steps.length === 0}
              onClick={() => onSave(state.steps)}
            >
              {t('study:recorder.useFlow')}
            </button>
          </ModalActions>
        </div>
      </div>
    </Modal>
  );
}
