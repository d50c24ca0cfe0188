import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { defaultEnvironment, preloadIcons } from '@protolab/render';
import {
  iconNamesOf,
  loadPlayerTexts,
  playerLocale,
  newId,
  shouldRecord,
  type Locale,
  type PlayerTextKey,
  type PlayerTexts,
} from '@protolab/shared';
import { apiErrorCode, invitationClient } from '../api';
import { openSession, recordedApp, testerId } from '../device';
import { InvitationLoadError, loadInvitation, testLanguage, type InvitationData } from '../invitation';
import { offlinePlayPossible, saveForOffline } from '../offline';
import { Prototype } from '../prototype/Prototype';
import { fetchImages, imagePath, testImageUrls } from '../prototype/images';
import { Recorder } from '../recorder/recorder';
import type { PlayerRoute } from '../route';
import { PlaySession } from '../session/playSession';
import { firstScreenShown } from '../firstScreen';
import { onStorageError, reportStorageError, type StorageProblem } from '../storageErrors';
import { storage, storageAfterPaint } from '../storageLoader';
import { EndScreen } from './EndScreen';
import { Message } from './Message';
import { PasswordPrompt } from './PasswordPrompt';
import { PlayerBar, type OfflineSave } from './PlayerBar';
import { QrScreen } from './QrScreen';
import { TASK_PANEL_ID, TaskPanel, TaskSuccess } from './TaskPanel';
import { TextsContext, translator, useTexts } from './texts';
import { useSyncStatus } from './useSyncStatus';
import { Welcome } from './Welcome';

type Phase =
  | { kind: 'loading' }
  | { kind: 'message'; text: PlayerTextKey; retry: boolean }
  | { kind: 'password'; error: 'wrong' | 'tooMany' | null }
  | { kind: 'welcome' }
  | { kind: 'qr' }
  | { kind: 'playing'; session: PlaySession }
  | { kind: 'ended' };

/** A desktop browser (a fine pointer, a wide window) is offered to continue on a phone. */
const onDesktop = () => matchMedia('(pointer: fine)').matches && innerWidth >= 768;

const FAILURE_TEXT: Record<InvitationLoadError['reason'], PlayerTextKey> = {
  password: 'password.title',
  notFound: 'error.notFound',
  offline: 'error.offline',
  failed: 'error.load',
};

/** `locale`: the link's ln= or the browser's; the test's own language, once loaded, comes before the browser's. */
export function App({ route, locale: startLocale }: { route: PlayerRoute; locale: Locale }) {
  const [locale, setLocale] = useState(startLocale);
  const [texts, setTexts] = useState<PlayerTexts | null>(null);
  const t = useMemo(() => texts && translator(texts), [texts]);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [data, setData] = useState<InvitationData | null>(null);
  const [recording, setRecording] = useState(route.log);
  const [blobs, setBlobs] = useState<Map<string, string>>(new Map());
  const [problem, setProblem] = useState<StorageProblem | null>(null);
  const token = useRef<string | null>(route.previewToken);
  const client = useMemo(() => invitationClient(() => token.current), []);
  const hash = route.hash;

  useEffect(() => onStorageError(setProblem), []);
  useEffect(() => {
    document.documentElement.lang = locale;
    void loadPlayerTexts(locale).then(setTexts);
  }, [locale]);
  // a prototype's screen says itself when it is drawn (its widgets' drawings load first)
  const shown = t !== null && phase.kind !== 'loading' && phase.kind !== 'playing';
  useEffect(() => {
    if (shown) firstScreenShown();
  }, [shown]);

  const start = useCallback(
    (invitation: InvitationData, recordEvents: boolean) => {
      const id = newId();
      const user = testerId();
      const identity = {
        appId: invitation.appId,
        hash: invitation.hash,
        session: id,
        user,
        variant: invitation.variant,
      };
      const recorder = new Recorder(identity, storageAfterPaint(), recordEvents);
      const device = { w: innerWidth, h: innerHeight, qr: route.qr };
      const stored = {
        id,
        hash: invitation.hash,
        appId: invitation.appId,
        user,
        recording: recordEvents,
        startedAt: Date.now(),
      };
      const session = PlaySession.start(invitation.app, invitation.settings, recorder, stored, device);
      if (!session) return setPhase({ kind: 'message', text: 'error.noScreens', retry: false });
      openSession.set(invitation.hash, id);
      if (recordEvents) recordedApp.set(invitation.appId);
      setPhase({ kind: 'playing', session });
    },
    [route.qr],
  );

  /** A session of this invitation left open (reload, closed tab) continues where it stopped. */
  const resume = useCallback(async (invitation: InvitationData, signal: AbortSignal): Promise<boolean> => {
    const open = openSession.get(invitation.hash);
    if (!open) return false;
    const saved = await (await storage()).session(open).catch(reportStorageError);
    if (!saved || saved.ended || signal.aborted) return false;
    const recorder = new Recorder(
      { appId: saved.appId, hash: saved.hash, session: saved.id, user: saved.user, variant: invitation.variant },
      storage(),
      saved.recording,
    );
    const session = PlaySession.resume(invitation.app, invitation.settings, recorder, saved);
    if (!session) return false;
    setRecording(saved.recording);
    setPhase({ kind: 'playing', session });
    return true;
  }, []);

  /** Loads the test and opens it; a load that was superseded (`signal`) changes nothing. */
  const load = useCallback(
    async (signal: AbortSignal) => {
      if (!hash) return setPhase({ kind: 'message', text: 'error.noLink', retry: false });
      setPhase({ kind: 'loading' });
      try {
        let invitation: InvitationData;
        try {
          invitation = await loadInvitation(client, hash);
        } catch (error) {
          const saved =
            error instanceof InvitationLoadError &&
            error.reason === 'password' &&
            !token.current &&
            (await (await storage()).token(hash));
          if (!saved) throw error;
          token.current = saved;
          invitation = await loadInvitation(client, hash);
        }
        const images = testImageUrls(invitation.app, invitation.settings).map((url) => imagePath(url, hash));
        // images of a protected test need the token: fetched up front; others are cached as they load
        const blobs = token.current ? await fetchImages(images, token.current, true) : undefined;
        if (signal.aborted) return;
        if (blobs) setBlobs(blobs);
        else void storageAfterPaint().then(() => fetchImages(images, null, false));
        // the icons too: a screen is then drawn with them, not with blanks filled in a moment later
        void preloadIcons(iconNamesOf(invitation.app).map(defaultEnvironment.icon));
        setData(invitation);
        if (!route.locale && invitation.settings.language) {
          setLocale(playerLocale([invitation.settings.language, ...navigator.languages]));
        }
        // the designer's preview starts on the start screen each time
        if (route.log && (await resume(invitation, signal).catch(() => false))) return;
        if (signal.aborted) return;
        const record = shouldRecord({
          log: route.log,
          recordOneTestPerUser: invitation.settings.recordOneTestPerUser,
          recordedBefore: recordedApp.get(invitation.appId),
        });
        setRecording(record);
        if (route.skipWelcome) start(invitation, record);
        else setPhase({ kind: 'welcome' });
      } catch (error) {
        if (signal.aborted) return;
        const reason = error instanceof InvitationLoadError ? error.reason : 'failed';
        if (reason === 'password') {
          const language = route.locale ? null : await testLanguage(hash);
          if (signal.aborted) return;
          if (language) setLocale(playerLocale([language, ...navigator.languages]));
          return setPhase({ kind: 'password', error: null });
        }
        console.error('[player] could not load the test', error);
        setPhase({ kind: 'message', text: FAILURE_TEXT[reason], retry: reason !== 'notFound' });
      }
    },
    [client, hash, resume, route.locale, route.log, route.skipWelcome, start],
  );

  const reload = useCallback(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  useEffect(reload, [reload]);

  const unlock = async (password: string) => {
    try {
      const unlocked = await client.invitation.unlock(hash!, { password });
      token.current = unlocked.token;
      await (await storage()).saveToken(hash!, unlocked.token, unlocked.expires).catch(reportStorageError);
      reload();
    } catch (error) {
      const code = apiErrorCode(error);
      setPhase({ kind: 'password', error: code === 'too_many_requests' ? 'tooMany' : 'wrong' });
    }
  };

  const image = useCallback(
    (url: string) => {
      const path = imagePath(url, hash ?? '');
      return blobs.get(path) ?? path;
    },
    [blobs, hash],
  );

  if (!t) return <main className="pl-page pl-loading" aria-busy />;
  let page: React.ReactNode;
  switch (phase.kind) {
    case 'loading':
      page = <main className="pl-page pl-loading" aria-busy />;
      break;
    case 'message':
      page = <Message text={t(phase.text)} onRetry={phase.retry ? reload : undefined} />;
      break;
    case 'password':
      page = <PasswordPrompt error={phase.error} onSubmit={unlock} />;
      break;
    case 'welcome':
      page = (
        <Welcome
          settings={data!.settings}
          splash={data!.settings.splash?.url ? image(data!.settings.splash.url) : null}
          recording={recording}
          preview={!route.log}
          onStart={() => start(data!, recording)}
          onPhone={route.mode === 'test' && !route.qr && onDesktop() ? () => setPhase({ kind: 'qr' }) : null}
        />
      );
      break;
    case 'qr':
      page = <QrScreen route={route} client={client} onStay={() => setPhase({ kind: 'welcome' })} />;
      break;
    case 'playing':
      page = (
        <Playing
          data={data!}
          session={phase.session}
          recording={recording}
          preview={!route.log}
          wholeScreen={route.wholeScreen}
          image={image}
          token={token.current}
          onEnd={() => {
            phase.session.end();
            openSession.set(data!.hash, null);
            setPhase({ kind: 'ended' });
          }}
        />
      );
      break;
    case 'ended':
      page = <Ended />;
  }
  return (
    <TextsContext.Provider value={t}>
      {problem && (
        <div className="pl-banner" role="alert" onClick={() => setProblem(null)}>
          {problem.quota ? t('storage.quota') : t('storage.error', { detail: problem.detail })}
        </div>
      )}
      {page}
    </TextsContext.Provider>
  );
}

function Playing(props: {
  data: InvitationData;
  session: PlaySession;
  recording: boolean;
  preview: boolean;
  wholeScreen: boolean;
  image: (url: string) => string;
  token: string | null;
  onEnd: () => void;
}) {
  const t = useTexts();
  const { data, session } = props;
  const view = useSyncExternalStore(session.subscribe, session.getView);
  const status = useSyncStatus();
  const [offline, setOffline] = useState<OfflineSave>('idle');
  const [whyNoOffline, setWhyNoOffline] = useState(false);
  const [tasksOpen, setTasksOpen] = useState(false);
  const closeTasks = useCallback(() => setTasksOpen(false), []);
  const { tasks, showTaskInTest, showSuccessInTest } = data.settings;
  const save = async () => {
    if (!offlinePlayPossible()) {
      setOffline('unavailable');
      setWhyNoOffline(true);
      return;
    }
    setOffline('saving');
    await saveForOffline(data.app, data.settings, data.hash, props.token);
    setOffline('saved');
  };
  return (
    <div className="pl-play">
      <PlayerBar
        status={status}
        recording={props.recording}
        preview={props.preview}
        offline={offline}
        onSaveOffline={() => void save()}
        onEnd={props.onEnd}
      >
        {showTaskInTest && tasks.length > 0 && (
          <button
            type="button"
            onClick={() => setTasksOpen(!tasksOpen)}
            aria-expanded={tasksOpen}
            aria-controls={tasksOpen ? TASK_PANEL_ID : undefined}
          >
            {t(tasksOpen ? 'tasks.hide' : 'tasks.show')}
          </button>
        )}
      </PlayerBar>
      {whyNoOffline && (
        <p className="pl-note" role="alert" onClick={() => setWhyNoOffline(false)}>
          {t('offline.unavailableWhy', { origin: window.location.origin })}
        </p>
      )}
      <Prototype app={data.app} session={session} image={props.image} wholeScreen={props.wholeScreen} />
      {tasksOpen && <TaskPanel tasks={tasks} completed={view.completed} onClose={closeTasks} />}
      {showSuccessInTest && (
        <TaskSuccess
          task={view.justCompleted}
          allDone={view.allDone}
          onDismiss={session.dismissSuccess}
          onEnd={props.onEnd}
        />
      )}
    </div>
  );
}

function Ended() {
  const status = useSyncStatus();
  return <EndScreen waiting={status.waiting} />;
}
