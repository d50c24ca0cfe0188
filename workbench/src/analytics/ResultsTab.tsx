// The results tab: tag filter, dashboard, task performance and survey answers with the CSV downloads.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dashboard } from './Dashboard';
import type { TagFilter } from '@protolab/shared';
import { SurveyAnswers } from './SurveyAnswers';
import { TagFilterBar } from './TagFilterBar';
import { TaskPerformance } from './TaskPerformance';
import { useAnalytics, useTagChoices } from './useAnalytics';
import './analytics.css';

const NO_FILTER: TagFilter = { tags: [], tagMode: 'any' };

export function ResultsTab({ appId, example = false }: { appId: string; example?: boolean }) {
  const { t } = useTranslation('analytics');
  const [filter, setFilter] = useState<TagFilter>(NO_FILTER);
  const shownFilter = filter.tags.length ? filter : undefined;
  const analytics = useAnalytics(appId, example, shownFilter, 'results');
  const tags = useTagChoices(appId, analytics.annotations, example);
  if (analytics.error)
    return (
      <p className="form-error" role="alert">
        {t('error.load')}
      </p>
    );
  if (analytics.isPending || !analytics.figures || !analytics.input) return <p className="muted">{t('computing')}</p>;
  const { figures, input } = analytics;
  const filtered = filter.tags.length > 0;
  if (figures.sessions.length === 0 && !filtered)
    return (
      <p className="card empty-state" data-testid="results-empty">
        {t('empty')}
      </p>
    );
  return (
    <div className="analytics" data-testid="results-tab">
      <TagFilterBar tags={tags} filter={filter} onChange={setFilter} />
      {analytics.isUpdating && (
        <p className="muted" role="status">
          {t('computing')}
        </p>
      )}
      <Dashboard
        appId={appId}
        figures={figures}
        annotations={analytics.annotations}
        example={example}
        filter={filtered ? filter : undefined}
      />
      {figures.sessions.length > 0 && (
        <>
          <TaskPerformance
            tasks={figures.tasks}
            settings={input.tasks}
            study={{ appId, example, filter: shownFilter }}
          />
          <SurveyAnswers figures={figures} input={input} filter={filtered ? filter : undefined} />
        </>
      )}
    </div>
  );
}
