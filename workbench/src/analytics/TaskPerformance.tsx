// Task performance: success rate with its interval, and the charts of one chosen task.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './ChartCard';
import type { TagFilter, TaskLike, TaskPoint, TaskSummary } from '@protolab/shared';
import { eventTypeKey } from '../study/eventTypeKey';
import { BarChart, BoxPlotChart, ErrorBar, ScatterChart } from './charts';
import { chartSteps } from './chartSteps';
import { duration, percent, seconds } from './format';
import { useFigures } from './useAnalytics';

/** The study the figures are of: the charts take each task's attempts (the `points` section) when shown. */
interface StudyView {
  appId: string;
  example: boolean;
  filter: TagFilter | undefined;
}

/** `settings`: the tasks of the test settings, whose flows mark the steps the charts show. */
export function TaskPerformance({
  tasks,
  settings,
  study,
}: {
  tasks: TaskSummary[];
  settings: readonly TaskLike[];
  study: StudyView;
}) {
  const { t } = useTranslation('analytics');
  const [chosen, setChosen] = useState(tasks[0]?.task ?? '');
  const task = tasks.find((f) => f.task === chosen);
  return (
    <section className="analytics-section" aria-labelledby="tasks-title">
      <h2 id="tasks-title">{t('tasks.title')}</h2>
      {tasks.length === 0 ? (
        <p className="muted">{t('tasks.noTasks')}</p>
      ) : (
        <label className="field">
          <span>{t('tasks.select')}</span>
          <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">{t('tasks.none')}</option>
            {tasks.map((f) => (
              <option key={f.task} value={f.task}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {tasks.length > 0 && !task && (
        <p className="form-error" role="alert">
          {t('tasks.required')}
        </p>
      )}
      {task && <TaskCharts task={task} flow={settings.find((s) => s.id === task.task)?.flow} study={study} />}
    </section>
  );
}

/** The attempts at a task, once its section is in. */
const NO_ATTEMPTS: TaskPoint[] = [];

function TaskCharts({
  task,
  flow,
  study,
}: {
  task: TaskSummary;
  flow: TaskLike['flow'] | undefined;
  study: StudyView;
}) {
  const { t } = useTranslation(['analytics', 'study']);
  const points = useFigures(study.appId, study.example, 'points', study.filter);
  const attempts = points.data?.tasks.find((p) => p.task === task.task)?.results ?? NO_ATTEMPTS;
  const rate = task.successRate;
  const details = task.details;
  const steps = chartSteps(task, flow, (type) => t(`study:${eventTypeKey(type)}`, { type }));
  // looked up once: a big study has thousands of attempts, and a lookup costs ≈10 µs
  const words = { interactions: t('chart.interactions'), success: t('chart.success'), failure: t('chart.failure') };
  const scatter = useMemo(
    () =>
      attempts
        .filter((r) => r.duration !== null && r.interactions !== null)
        .map((r) => ({
          x: seconds(r.duration!),
          y: r.interactions!,
          good: r.success,
          label: `${r.session} · ${duration(r.duration)} · ${r.interactions} ${words.interactions} · ${r.success ? words.success : words.failure}`,
        })),
    [attempts, words.interactions, words.success, words.failure],
  );
  const geo = details?.timeGeometric;
  return (
    <div className="task-charts">
      {rate.rate === null ? (
        <p className="muted">{t('tasks.noStarts')}</p>
      ) : (
        <div className="card success-rate">
          <p data-testid="success-rate">
            {t('tasks.successRate', {
              rate: percent(rate.rate),
              low: percent(rate.low),
              high: percent(rate.high),
              successes: rate.successes,
              starts: rate.trials,
            })}
          </p>
          <ErrorBar label={t('chart.errorBar')} rate={rate.rate} low={rate.low} high={rate.high} />
          <p className="muted">
            {t('tasks.direct', { count: task.directSuccesses, indirect: task.indirectSuccesses })}
          </p>
          {geo && (
            <p>
              {geo.low === null || geo.high === null
                ? t('tasks.timeOne', { mean: duration(geo.mean) })
                : t('tasks.geometricMean', {
                    mean: duration(geo.mean),
                    low: duration(geo.low),
                    high: duration(geo.high),
                  })}
            </p>
          )}
        </div>
      )}
      {!details ? (
        <p className="muted">{t('tasks.noDetails')}</p>
      ) : (
        <div className="chart-grid">
          <ChartCard
            title={t('chart.scatter')}
            table={{
              headers: [t('chart.seconds'), t('chart.interactions'), t('chart.success')],
              rows: scatter.map((p) => [p.x, p.y, p.good ? words.success : words.failure]),
            }}
          >
            {(tooltip) =>
              points.isPending ? (
                <p className="muted">{t('computing')}</p>
              ) : (
                <ScatterChart
                  label={t('chart.scatter')}
                  points={scatter}
                  xLabel={t('chart.seconds')}
                  yLabel={t('chart.interactions')}
                  tooltip={tooltip}
                />
              )
            }
          </ChartCard>
          <ChartCard
            title={t('chart.box')}
            table={{
              headers: [t('chart.min'), t('chart.q1'), t('chart.median'), t('chart.q3'), t('chart.max')],
              rows: details.time
                ? [
                    [
                      details.time.lowerWhisker,
                      details.time.q1,
                      details.time.median,
                      details.time.q3,
                      details.time.upperWhisker,
                    ].map((v) => duration(v)),
                  ]
                : [],
            }}
          >
            {(tooltip) => (
              <BoxPlotChart
                label={t('chart.box')}
                yLabel={t('chart.seconds')}
                scale={1 / 1000}
                tooltip={tooltip}
                items={[{ label: task.name, summary: details.time, text: boxText(t, details.time) }]}
              />
            )}
          </ChartCard>
          <ChartCard
            title={t('chart.funnel')}
            table={{
              headers: [t('chart.step'), t('chart.reached'), t('chart.dropped')],
              rows: steps.map((step) => [step.label, step.reached, step.dropped]),
            }}
          >
            {(tooltip) => (
              <BarChart
                label={t('chart.funnel')}
                yLabel={t('chart.sessions')}
                tooltip={tooltip}
                items={steps.map((step) => ({
                  label: step.label,
                  value: step.reached,
                  text: `${step.label}: ${t('chart.reached')} ${step.reached}, ${t('chart.dropped')} ${step.dropped}`,
                }))}
              />
            )}
          </ChartCard>
          <ChartCard
            title={t('chart.stepDuration')}
            table={{
              headers: [t('chart.step'), t('chart.reached'), t('chart.median'), t('chart.q1'), t('chart.q3')],
              rows: steps.map(({ label, figures: s }) => [
                label,
                s.reached,
                duration(s.duration?.median),
                duration(s.duration?.q1),
                duration(s.duration?.q3),
              ]),
            }}
          >
            {(tooltip) => (
              <BoxPlotChart
                label={t('chart.stepDuration')}
                yLabel={t('chart.seconds')}
                scale={1 / 1000}
                tooltip={tooltip}
                items={steps.map(({ label, figures: s }) => ({
                  label,
                  summary: s.duration,
                  text: boxText(t, s.duration),
                }))}
              />
            )}
          </ChartCard>
          <ChartCard
            title={t('chart.stepInteractions')}
            table={{
              headers: [t('chart.step'), t('chart.reached'), t('chart.median'), t('chart.q1'), t('chart.q3')],
              rows: steps.map(({ label, figures: s }) => [
                label,
                s.reached,
                s.interactions?.median ?? '–',
                s.interactions?.q1 ?? '–',
                s.interactions?.q3 ?? '–',
              ]),
            }}
          >
            {(tooltip) => (
              <BoxPlotChart
                label={t('chart.stepInteractions')}
                yLabel={t('chart.interactions')}
                tooltip={tooltip}
                items={steps.map(({ label, figures: s }) => ({
                  label,
                  summary: s.interactions,
                  text: s.interactions
                    ? `${t('chart.median')} ${s.interactions.median} (${s.interactions.q1} – ${s.interactions.q3})`
                    : '',
                }))}
              />
            )}
          </ChartCard>
        </div>
      )}
    </div>
  );
}

function boxText(
  t: (key: 'chart.median' | 'chart.q1' | 'chart.q3') => string,
  s: { median: number; q1: number; q3: number } | null,
) {
  if (!s) return '';
  return `${t('chart.median')} ${duration(s.median)} · ${t('chart.q1')} ${duration(s.q1)} · ${t('chart.q3')} ${duration(s.q3)}`;
}
