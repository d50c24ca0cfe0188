// apps/{id}/replay/{session}.html: the session played on the prototype, with its events on a
// timeline and the designer's verdict and tags beside it. examples/{id}/replay/{session}.html: the
// same for a public example's session, read-only and without a login.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  compareEvents,
  describeEvent,
  screenName,
  screenView,
  type App,
  type MouseTrack,
  type RecordedEvent,
} from '@protolab/shared';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { clock } from './format';
import { REPLAY_SPEEDS, replayFrame } from './replayState';
import { ReplayStage } from './ReplayStage';
import { saveSessionAnnotation, sessionAnnotation } from './sessionAnnotations';
import { analyticsKeys, useAnnotations } from './useAnalytics';
import { useReplayClock } from './useReplayClock';
import './analytics.css';
import { Header } from '../shell/Header';

const STAGE_WIDTH = 340;

export function ReplayPage({ appId, session, example = false }: { appId: string; session: string; example?: boolean }) {
  const { t } = useTranslation(['analytics', 'common']);
  const data = useQuery({
    queryKey: ['analytics', appId, 'replay', session, example],
    queryFn: async (): Promise<ReplayData> => {
      const [app, events, tracks, settings] = await Promise.all(
        example
          ? ([
              api.examples.apps(appId),
              api.examples.eventsSession(appId, session),
              api.examples.mouseSession(appId, session),
              api.examples.test(appId).catch(() => null),
            ] as const)
          : ([
              api.apps.get(appId),
              api.events.session(appId, session),
              api.mouse.session(appId, session),
              api.testSettings.get(appId).catch(() => null),
            ] as const),
      );
      return { app, events: [...events].sort(compareEvents), tracks, tasks: settings?.tasks ?? [] };
    },
  });
  return (
    <div className="apps-layout">
      <Header>
        {example ? (
          <Link to="/examples/$id/analyze/workspace.html" params={{ id: appId }} className="back-link">
            {'← '}
            {t('replay.back')}
          </Link>
        ) : (
          <Link to="/apps/$id/{$tab}.html" params={{ id: appId, tab: 'results' }} className="back-link">
            {'← '}
            {t('replay.back')}
          </Link>
        )}
      </Header>
      <main className="page analytics">
        <h1>{t('replay.title', { session })}</h1>
        {data.isPending && <p className="muted">{t('common:loading')}</p>}
        {data.isError && <p className="form-error">{t('error.load')}</p>}
        {data.data && data.data.events.length === 0 && <p className="card empty-state">{t('replay.notFound')}</p>}
        {data.data && data.data.events.length > 0 && (
          <Replay appId={appId} session={session} example={example} {...data.data} />
        )}
      </main>
    </div>
  );
}

interface ReplayData {
  app: App;
  events: RecordedEvent[];
  tracks: MouseTrack[];
  tasks: Array<{ id: string; name: string }>;
}

function Replay({
  appId,
  session,
  example,
  app,
  events,
  tracks,
  tasks,
}: { appId: string; session: string; example: boolean } & ReplayData) {
  const { t } = useTranslation('analytics');
  const start = events[0].time;
  const length = events[events.length - 1].time - start;
  const player = useReplayClock(length);
  const frame = useMemo(() => replayFrame(app, events, tracks, player.offset), [app, events, tracks, player.offset]);
  const view = frame.screen ? screenView(app, frame.screen) : undefined;
  return (
    <div className="replay">
      <div className="replay-main">
        {view && <ReplayStage app={app} view={view} frame={frame} width={STAGE_WIDTH} label={view.name} />}
        <div className="replay-controls">
          <button type="button" className="button primary" onClick={player.toggle}>
            {player.playing ? t('replay.pause') : t('replay.play')}
          </button>
          <label>
            {t('replay.speed')}{' '}
            <select value={player.speed} onChange={(e) => player.setSpeed(Number(e.target.value))}>
              {REPLAY_SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {speedLabel(s)}
                </option>
              ))}
            </select>
          </label>
          <output data-testid="replay-clock">{progressLabel(player.offset, length)}</output>
        </div>
        <input
          type="range"
          className="replay-progress"
          min={0}
          max={length}
          value={Math.round(player.offset)}
          aria-label={t('replay.timeline')}
          onChange={(e) => player.seek(Number(e.target.value))}
        />
      </div>
      <aside className="replay-side">
        {/* an example's verdicts are its owner's: nobody else may change them */}
        {!example && <SessionVerdict appId={appId} session={session} offset={player.offset} tasks={tasks} />}
        <section className="card">
          <h2>{t('replay.timeline')}</h2>
          <ol className="replay-timeline">
            {events.map((event, i) => {
              const words = describeEvent(app, event, tasks);
              return (
                <li key={event.id}>
                  <button
                    type="button"
                    aria-current={i === frame.index}
                    onClick={() => player.seek(event.time - start)}
                  >
                    {eventLine(
                      event.time - start,
                      t(words.key, words.values),
                      screenName(app, event.screen) || event.screen,
                    )}
                  </button>
                </li>
              );
            })}
          </ol>
        </section>
      </aside>
    </div>
  );
}

const speedLabel = (speed: number) => `${speed}×`;
const progressLabel = (offset: number, length: number) => `${clock(offset)} / ${clock(length)}`;
/** The time, what happened in words, and the screen it happened on. */
const eventLine = (offset: number, words: string, screen: string) => `${clock(offset)} · ${words} · ${screen}`;

function SessionVerdict({
  appId,
  session,
  offset,
  tasks,
}: {
  appId: string;
  session: string;
  offset: number;
  tasks: ReplayData['tasks'];
}) {
  const { t } = useTranslation('analytics');
  const queryClient = useQueryClient();
  const annotations = useAnnotations(appId);
  const [tag, setTag] = useState('');
  const current = sessionAnnotation(annotations.data ?? [], session);
  const save = useMutation({
    mutationFn: (changes: Parameters<typeof saveSessionAnnotation>[3]) =>
      saveSessionAnnotation(appId, annotations.data ?? [], session, changes),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: analyticsKeys.data(appId, false) }),
    onError: reportError,
  });
  const tags = current?.tags ?? [];
  const verdicts = current?.tasks ?? {};
  const setVerdict = (task: string, value: string) => {
    const next = { ...verdicts };
    if (value === '') delete next[task];
    else next[task] = value === 'true';
    save.mutate({ tasks: next });
  };
  const disabled = !annotations.data || save.isPending;
  return (
    <section className="card replay-verdict">
      <label className="check-row">
        <input
          type="checkbox"
          checked={current?.isValid ?? true}
          disabled={disabled}
          onChange={(e) => save.mutate({ isValid: e.target.checked })}
        />
        <span>{t('replay.valid')}</span>
      </label>
      {tasks.length > 0 && <h2>{t('replay.tasks')}</h2>}
      {tasks.map((task) => (
        <label key={task.id} className="field">
          <span>{task.name}</span>
          <select
            value={task.id in verdicts ? String(verdicts[task.id]) : ''}
            disabled={disabled}
            onChange={(e) => setVerdict(task.id, e.target.value)}
          >
            <option value="">{t('replay.taskAuto')}</option>
            <option value="true">{t('replay.taskSuccess')}</option>
            <option value="false">{t('replay.taskFailure')}</option>
          </select>
        </label>
      ))}
      <h2>{t('replay.tags')}</h2>
      {tags.length === 0 ? (
        <p className="muted">{t('replay.noTags')}</p>
      ) : (
        <ul className="tag-list">
          {tags.map((item, i) => (
            <li key={`${item.tag}-${i}`}>
              {item.tag}
              <button
                type="button"
                className="button ghost"
                aria-label={t('replay.removeTag', { tag: item.tag })}
                disabled={disabled}
                onClick={() => save.mutate({ tags: tags.filter((_, j) => j !== i) })}
              >
                {'×'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="field-row"
        onSubmit={(e) => {
          e.preventDefault();
          const name = tag.trim();
          if (!name) return;
          save.mutate({ tags: [...tags, { tag: name, start: Math.round(offset) }] }, { onSuccess: () => setTag('') });
        }}
      >
        <input
          value={tag}
          onChange={(e) => setTag(e.target.value)}
          aria-label={t('replay.tagName')}
          placeholder={t('replay.tagName')}
        />
        <button type="submit" className="button secondary" disabled={disabled}>
          {t('replay.addTag')}
        </button>
      </form>
    </section>
  );
}
