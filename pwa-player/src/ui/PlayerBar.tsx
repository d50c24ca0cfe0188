import type { ReactNode } from 'react';
import { useTexts } from './texts';
import type { SyncStatus } from './useSyncStatus';

export type OfflineSave = 'idle' | 'saving' | 'saved';

/** The thin bar above the prototype: upload state (always visible), tasks, save for offline, end. */
export function PlayerBar(props: {
  status: SyncStatus;
  recording: boolean;
  offline: OfflineSave;
  onSaveOffline: () => void;
  onEnd: () => void;
  children?: ReactNode;
}) {
  const t = useTexts();
  const { waiting, rejected, online, known } = props.status;
  const state = !online ? 'offline' : waiting > 0 || !known ? 'waiting' : 'saved';
  const label =
    state === 'offline'
      ? t('status.offline')
      : !known
        ? ''
        : state === 'waiting'
          ? t(waiting === 1 ? 'status.waitingOne' : 'status.waitingMany', { count: waiting })
          : t('status.saved');
  return (
    <header className="pl-bar">
      {props.recording && (
        <span
          className={`pl-status pl-status-${state}`}
          role="status"
          data-waiting={waiting}
          title={
            waiting > 0 ? t(waiting === 1 ? 'status.waitingOne' : 'status.waitingMany', { count: waiting }) : undefined
          }
        >
          {label}
          {rejected > 0 && <span className="pl-rejected"> · {t('status.rejected', { count: rejected })}</span>}
        </span>
      )}
      <span className="pl-spacer" />
      {props.children}
      <button type="button" onClick={props.onSaveOffline} disabled={props.offline !== 'idle'}>
        {t(props.offline === 'idle' ? 'offline.save' : props.offline === 'saving' ? 'offline.saving' : 'offline.saved')}
      </button>
      <button type="button" onClick={props.onEnd}>
        {t('test.end')}
      </button>
    </header>
  );
}
