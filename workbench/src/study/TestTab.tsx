import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../shell/api';
import { errorText } from '../shell/errors';
import { TestPasswordCard } from './TestPasswordCard';
import { TestSettingsForm } from './TestSettingsForm';
import { studyKeys } from './queryKeys';
import './study.css';

/** The overview's "test" tab: test settings with the task recorder, and the test link's password. */
export function TestTab({ appId }: { appId: string }) {
  const { t } = useTranslation('common');
  const settings = useQuery({
    queryKey: studyKeys.test(appId),
    queryFn: () => api.testSettings.get(appId),
    // the form edits a copy: a refetch must not replace it under the designer's hands
    staleTime: Infinity,
  });
  const app = useQuery({ queryKey: studyKeys.app(appId), queryFn: () => api.apps.get(appId) });
  if (settings.isPending) return <p className="page-status">{t('loading')}</p>;
  if (settings.isError)
    return (
      <p className="form-error" role="alert">
        {errorText(settings.error)}
      </p>
    );
  return (
    <div className="study-test-tab">
      <TestSettingsForm key={settings.dataUpdatedAt} appId={appId} app={app.data} settings={settings.data} />
      <TestPasswordCard appId={appId} />
    </div>
  );
}
