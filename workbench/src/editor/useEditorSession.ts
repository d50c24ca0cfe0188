// The editing session of the canvas's prototype, for React: opened once the document and the
// undo history are loaded, reopened on the server's document when the server refuses a change.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { App, EditorState, SaveStatus } from '@protolab/shared';
import { banners } from '../shell/banners';
import { appQuery } from '../prototypes/queries';
import { commandStackQuery } from './canvasQueries';
import { openEditorSession, type EditorSession } from './editorSession';

export function useEditorSession(appId: string, app: App | undefined, editable: boolean) {
  const { t } = useTranslation('editor');
  const queryClient = useQueryClient();
  const stack = useQuery({ ...commandStackQuery(appId), enabled: editable });
  const [session, setSession] = useState<EditorSession>();

  const open = useCallback(
    (doc: App) => {
      // after a refusal the server's document is opened afresh, with the same handling of refusals
      const openOn = (start: App, history: typeof stack.data): EditorSession => {
        const next = openEditorSession(appId, start, history, async () => {
          banners.error(
            t('refused', { message: next.saver.status.state === 'refused' ? next.saver.status.message : '' }),
          );
          const fresh = await queryClient.fetchQuery({
            ...appQuery(appId),
            staleTime: 0,
          });
          next.saver.reset();
          setSession(openOn(fresh, undefined));
        });
        return next;
      };
      setSession(openOn(doc, stack.data));
    },
    [appId, stack.data, queryClient, t],
  );

  useEffect(() => {
    if (!editable || session || !app || !stack.isFetched) return;
    open(app);
  }, [editable, session, app, stack.isFetched, open]);

  // back online: what waits is sent now, not when the saver's back-off (up to 30 s) would try again
  useEffect(() => {
    if (!session) return;
    const retry = () => session.saver.retryNow();
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [session]);

  return session;
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
