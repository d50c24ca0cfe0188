import type { ReactNode } from 'react';
import { useTexts } from './texts';
import type { SyncStatus } from './useSyncStatus';

/** 'unavailable': this address cannot play offline (plain http); the button then says why again. */
export type OfflineSave = 'idle' | 'saving' | 'saved' | 'unavailable';

/** A label with a short form for phones (CSS picks one); a button keeps the long one as its name. */
function Label({ long, short }: { long: string; short: string }) {
  return (
    <>
      <span className="pl-long">{long}</span>
      <span className="pl-short">{short}</span>
    </>
  );
}

/**
 * A button's accessible name: the long text, which must also hold the short one a phone shows, so a
 * tester who speaks the visible words finds the button (WCAG 2.5.3, label in name).
 */
function buttonName({ long, short }: { long: string; short: string }): string {
  return long.toLocaleLowerCase().includes(short.toLocaleLowerCase()) ? long : `${short} (${long})`;
}

/**
 * The thin bar above the prototype: upload state (always visible), tasks, save for offline, end.
 * One line at every width: on a phone the texts take their short forms.
 */
export function PlayerBar(props: {
  status: SyncStatus;
  recording: boolean;
  /** the designer's own run: the bar says nothing is recorded */
  preview: boolean;
  offline: OfflineSave;
  onSaveOffline: () => void;
  onEnd: () => void;
  children?: ReactNode;
}) {
  const t = useTexts();
  const { waiting, rejected, online, known } = props.status;
  const state = !online ? 'offline' : waiting > 0 || !known ? 'waiting' : 'saved';
  const long = t(waiting === 1 ? 'status.waitingOne' : 'status.waitingMany', { count: waiting });
  const label =
    state === 'offline'
      ? t('status.offline')
      : !known
        ? ''
        : state === 'waiting'
          ? { long, short: t('status.waitingShort', { count: waiting }) }
          : t('status.saved');
  const save =
    props.offline === 'idle'
      ? { long: t('offline.save'), short: t('offline.saveShort') }
      : props.offline === 'saving'
        ? { long: t('offline.saving'), short: t('offline.saving') }
        : props.offline === 'unavailable'
          ? { long: t('offline.unavailable'), short: t('offline.unavailableShort') }
          : { long: t('offline.saved'), short: t('offline.savedShort') };
  const end = { long: t('test.end'), short: t('test.endShort') };
  return (
    <header className="pl-bar" aria-label={t('bar.label')}>
      {props.preview && (
        <span className="pl-status pl-status-preview" role="status">
          <Label long={t('status.preview')} short={t('status.previewShort')} />
        </span>
      )}
      {props.recording && (
        <span
          className={`pl-status pl-status-${state}`}
          role="status"
          data-waiting={waiting}
          title={waiting > 0 ? long : undefined}
        >
          {typeof label === 'string' ? label : <Label {...label} />}
          {rejected > 0 && <span className="pl-rejected"> · {t('status.rejected', { count: rejected })}</span>}
        </span>
      )}
      <span className="pl-spacer" />
      {props.children}
      <button
        type="button"
        onClick={props.onSaveOffline}
        disabled={props.offline === 'saving' || props.offline === 'saved'}
        aria-label={buttonName(save)}
      >
        <Label {...save} />
      </button>
      <button type="button" onClick={props.onEnd} aria-label={buttonName(end)}>
        <Label {...end} />
      </button>
    </header>
  );
}
