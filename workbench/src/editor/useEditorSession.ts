// The editing session of the canvas's prototype, for React: opened once the document (with its
// revision) and the undo history are loaded, and kept live with the co-editors: the realtime
// socket's change sets and presence reach the editor through Coediting; a member who may only
// read gets the same live document without an editor. A refused change loads the server's
// document again in the same session.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { newId, type App, type EditorState, type SaveStatus, type TeamRole } from '@protolab/shared';
import { api } from '../shell/api';
import { banners } from '../shell/banners';
import { sessionStore } from '../shell/session';
import { commandStackQuery, revisionOf } from './canvasQueries';
import { Coediting, type CoeditingNotice } from './coediting/coediting';
import { RealtimeConnection, type ConnectionState } from './coediting/realtimeConnection';
import { openEditorSession, type EditorSession } from './editorSession';

/** This tab, among the tabs that have the prototype open (one designer may open it twice). */
const CLIENT_ID = newId();

export interface LiveCanvas {
  /** absent for a member who may only read */
  session: EditorSession | undefined;
  coediting: Coediting;
  connection: RealtimeConnection;
}

export function useEditorSession(appId: string, app: App | undefined, role: TeamRole | undefined) {
  const { t } = useTranslation('editor');
  const editable = role === 'owner' || role === 'write';
  const stack = useQuery({ ...commandStackQuery(appId), enabled: editable });
  const [live, setLive] = useState<LiveCanvas>();
  const [connection, setConnection] = useState<ConnectionState>({ state: 'connecting' });
  const ready = Boolean(app) && role !== undefined && (!editable || stack.isFetched);

  useEffect(() => {
    if (!ready || !app) return;
    let gone = false;
    let opened: LiveCanvas | undefined;
    const notice = (n: CoeditingNotice) => {
      if (n.kind === 'conflict') banners.error(t('coediting.conflict', { record: n.record }));
      else banners.hint(t('coediting.deletedBy', { name: n.by }));
    };
    const start = async () => {
      const known = revisionOf(app);
      const loaded = known === undefined ? await api.apps.getWithRevision(appId) : { app, revision: known };
      if (gone) return;
      // the session's handlers reach the co-editing made after it
      const late: { coediting?: Coediting } = {};
      const session = editable
        ? openEditorSession(appId, loaded.app, stack.data, {
            onRefused: () => {
              const status = session?.saver.status;
              banners.error(t('refused', { message: status?.state === 'refused' ? status.message : '' }));
              void late.coediting?.refused();
            },
            onConflict: (error, op) => late.coediting?.conflict(error, op),
            onStored: (id, revision) => late.coediting?.stored(id, revision),
            base: () => late.coediting?.shared.revision ?? loaded.revision,
          })
        : undefined;
      const coediting = (late.coediting = new Coediting({
        doc: loaded.app,
        revision: loaded.revision,
        editor: session?.editor,
        saver: session?.saver,
        server: {
          changesSince: (since) => api.apps.changesSince(appId, since),
          document: () => api.apps.getWithRevision(appId),
        },
        notice,
      }));
      const connection = new RealtimeConnection({
        app: appId,
        client: CLIENT_ID,
        token: () => sessionStore.token(),
        onMessage: (message) => coediting.message(message),
        onState: (state) => {
          setConnection(state);
          // connected again: what waits is sent now, not when the saver's back-off would try again
          if (state.state === 'live') session?.saver.retryNow();
        },
      });
      connection.start();
      opened = { session, coediting, connection };
      setLive(opened);
    };
    start().catch(() => {
      // the document could not be loaded with its revision: the canvas shows what it has, unedited
    });
    return () => {
      gone = true;
      opened?.connection.stop();
      opened?.coediting.stop();
    };
    // opened once per canvas: the document and history it starts from are the first ones loaded
  }, [ready, appId, editable]);

  const session = live?.session;
  // back online: what waits is sent now, not when the saver's back-off (up to 30 s) would try again
  useEffect(() => {
    if (!session) return;
    const retry = () => session.saver.retryNow();
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [session]);

  return { live, connection };
}

const noSubscription = () => () => undefined;

/** The session's document, selection and history flags, as they change. */
export function useEditorState(session: EditorSession | undefined): EditorState | undefined {
  const editor = session?.editor;
  return useSyncExternalStore(editor ? (l) => editor.subscribe(l) : noSubscription, () => editor?.state);
}

export function useSaveStatus(session: EditorSession | undefined): SaveStatus | undefined {
  const saver = session?.saver;
  return useSyncExternalStore(saver ? (l) => saver.subscribe(l) : noSubscription, () => saver?.status);
}

/** The co-editors here, their highlights and the live document, as they change. */
export function useCoeditingState(coediting: Coediting | undefined) {
  return useSyncExternalStore(coediting ? (l) => coediting.subscribe(l) : noSubscription, () => coediting?.state);
}
