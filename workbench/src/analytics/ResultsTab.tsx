// The results tab: dashboard, task performance and survey answers with the CSV downloads.
import { useTranslation } from 'react-i18next';
import { Dashboard } from './Dashboard';
import { SurveyAnswers } from './SurveyAnswers';
import { TaskPerformance } from './TaskPerformance';
import { useAnalytics } from './useAnalytics';
import './analytics.css';

export function ResultsTab({ appId, example = false }: { appId: string; example?: boolean }) {
  const { t } = useTranslation('analytics');
  const analytics = useAnalytics(appId, example);
  if (analytics.error)
    return (
      <p className="form-error" role="alert">
        {t('error.load')}
      </p>
    );
  if (analytics.isPending || !analytics.figures || !analytics.input) return <p className="muted">{t('computing')}</p>;
  const { figures, input } = analytics;
  if (figures.sessions.length === 0) return <p className="card empty-state">{t('empty')}</p>;
  return (
    <div className="analytics" data-testid="results-tab">
      <Dashboard appId={appId} figures={figures} annotations={analytics.annotations} example={example} />
      <TaskPerformance tasks={figures.tasks} />
      <SurveyAnswers figures={figures} input={input} />
    </div>
  );
}
