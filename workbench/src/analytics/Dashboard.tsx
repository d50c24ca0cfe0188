// The dashboard: screens with views, dwell time and interactions; sessions with validity.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Annotation } from '@protolab/shared';
import { useTranslation } from 'react-i18next';
import { reportError } from '../shell/errors';
import { useBanner } from '../shell/useBanner';
import type { AnalyticsFigures, SessionRow, TagFilter } from '@protolab/shared';
import { duration, percent, tagList } from './format';
import { saveSessionAnnotation } from './sessionAnnotations';
import { SessionTable } from './SessionTable';
import { analyticsKeys } from './useAnalytics';

const OUTLIER_TEXT = {
  pathHigh: 'outlier.path',
  pathLow: 'outlier.path',
  orderHigh: 'outlier.order',
  orderLow: 'outlier.order',
  durationHigh: 'outlier.durationHigh',
  durationLow: 'outlier.durationLow',
  interactionsHigh: 'outlier.interactionsHigh',
  interactionsLow: 'outlier.interactionsLow',
} as const;

type Reason = SessionRow['unusual'][number];

const outlierKey = ({ metric, direction }: Reason) => `${metric}${direction === 'high' ? 'High' : 'Low'}` as const;

const EVENT_TEXT = {
  WidgetClick: 'outlier.event.WidgetClick',
  ScreenClick: 'outlier.event.ScreenClick',
  WidgetChange: 'outlier.event.WidgetChange',
  WidgetGesture: 'outlier.event.WidgetGesture',
  ScreenGesture: 'outlier.event.ScreenGesture',
} as const;

/** The words of an interaction's event type, when it is one the texts name. */
const eventText = (type: string) =>
  Object.hasOwn(EVENT_TEXT, type) ? EVENT_TEXT[type as keyof typeof EVENT_TEXT] : undefined;

/** The reason's value and the middle half of all sessions, in the value's unit (a path score has none). */
function reasonFigures({ metric, value, typical }: Reason) {
  if (metric === 'path' || metric === 'order') return undefined;
  const show = metric === 'duration' ? duration : (v: number) => String(Math.round(v));
  return { value: show(value), low: show(typical.low), high: show(typical.high) };
}

export function Dashboard({
  appId,
  figures,
  annotations,
  example,
  filter,
}: {
  appId: string;
  figures: Pick<AnalyticsFigures, 'sessions' | 'screens' | 'misclicks'>;
  annotations: Annotation[];
  example: boolean;
  /** the tag filter the figures follow, when one is chosen */
  filter?: TagFilter;
}) {
  const { t, i18n } = useTranslation('analytics');
  const queryClient = useQueryClient();
  const banner = useBanner();
  const toggle = useMutation({
    mutationFn: ({ session, valid }: { session: string; valid: boolean }) =>
      saveSessionAnnotation(appId, annotations, session, { isValid: valid }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.data(appId, example) });
      banner.success(t('sessions.saved'));
    },
    onError: reportError,
  });
  const valid = figures.sessions.filter((s) => s.valid).length;
  const events = figures.sessions.reduce((sum, s) => sum + s.events, 0);
  const m = figures.misclicks;
  return (
    <section className="analytics-section" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title">{t('dashboard.title')}</h2>
      <p className="muted" data-testid="results-summary">
        {filter
          ? t('summaryFiltered', {
              sessions: figures.sessions.length,
              valid,
              events,
              tags: tagList(filter.tags, filter.tagMode, i18n.language),
            })
          : t('summary', { sessions: figures.sessions.length, valid, events })}
      </p>
      {figures.sessions.length === 0 && <p className="card empty-state">{t('tags.noSessions')}</p>}
      <p>{t('misclicks', { rate: percent(m.rate), missed: m.missed, clicks: m.clicks })}</p>
      <h3>{t('screens.title')}</h3>
      <div className="table-scroll">
        <table className="data-table" data-testid="screen-table">
          <thead>
            <tr>
              <th scope="col">{t('screens.screen')}</th>
              <th scope="col">{t('screens.views')}</th>
              <th scope="col">{t('screens.sessions')}</th>
              <th scope="col">{t('screens.dwell')}</th>
              <th scope="col">{t('screens.interactions')}</th>
            </tr>
          </thead>
          <tbody>
            {figures.screens.map((row) => (
              <tr key={row.screen}>
                <th scope="row">{row.name}</th>
                <td>{row.views}</td>
                <td>{row.sessions}</td>
                <td>{duration(row.meanDwellPerSession)}</td>
                <td>{row.interactions.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('sessions.title')}</h3>
      <SessionTable
        appId={appId}
        sessions={figures.sessions}
        example={example}
        busy={toggle.isPending}
        onValid={(session, valid) => toggle.mutate({ session, valid })}
        unusualText={(row) =>
          row.unusual
            .map((reason) => {
              const what = t(OUTLIER_TEXT[outlierKey(reason)]);
              if (reason.steps?.length) {
                const stretches = reason.steps.map((stretch) =>
                  stretch
                    .map(({ screen, widget, type }, i) => {
                      const key = eventText(type);
                      const event = key ? t(key) : type;
                      // the screen is said once for a run of interactions on it
                      const sameScreen = i > 0 && stretch[i - 1].screen === screen;
                      const place = !widget ? screen : sameScreen ? widget : `${screen} › ${widget}`;
                      return t('outlier.step', { place, event });
                    })
                    .join(' → '),
                );
                return `${what}: ${stretches.join('; ')}`;
              }
              const figures = reasonFigures(reason);
              return figures ? t('outlier.detail', { what, ...figures }) : what;
            })
            .join(', ')
        }
      />
    </section>
  );
}
