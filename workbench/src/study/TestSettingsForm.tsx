import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, type App, type Locale, type TestSettings } from '@protolab/shared';
import { api } from '../shell/api';
import { reportError } from '../shell/errors';
import { useBanner, useRefuseGuest } from '../shell/useBanner';
import { SplashImageField } from './SplashImageField';
import { TaskList } from './TaskList';
import { studyKeys } from './queryKeys';
import { taskProblems, validSettingsInput } from './taskEditing';

interface TestSettingsFormProps {
  appId: string;
  /** For the names of screens and widgets in flows (ids until it is loaded). */
  app: App | undefined;
  settings: TestSettings;
}

/** Description, tasks, what the tester sees, the splash image; saved as one document. */
export function TestSettingsForm({ appId, app, settings }: TestSettingsFormProps) {
  const { t } = useTranslation(['study', 'common']);
  const banner = useBanner();
  const refuseGuest = useRefuseGuest();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(settings);
  const [showProblems, setShowProblems] = useState(false);
  const descriptionId = useId();
  const problems = taskProblems(draft);

  const save = useMutation({
    mutationFn: (input: NonNullable<ReturnType<typeof validSettingsInput>>) => api.testSettings.save(appId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(studyKeys.test(appId), saved);
      banner.success(t('study:test.saved'));
    },
    onError: reportError,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (refuseGuest()) return;
    setShowProblems(true);
    const input = validSettingsInput(draft);
    if (!input || Object.keys(problems).length > 0) return banner.error(t('study:test.invalid'));
    save.mutate(input);
  }

  const change = (changes: Partial<TestSettings>) => setDraft((current) => ({ ...current, ...changes }));
  const checkbox = (field: 'showTaskInTest' | 'showSuccessInTest' | 'recordOneTestPerUser', hint: string) => (
    <div className="field field-check">
      <input
        id={`${descriptionId}-${field}`}
        type="checkbox"
        checked={draft[field]}
        onChange={(e) => change({ [field]: e.target.checked })}
      />
      <label htmlFor={`${descriptionId}-${field}`}>{t(`study:test.${field}`)}</label>
      <small className="field-hint study-check-hint">{hint}</small>
    </div>
  );

  return (
    <form className="study-test form" onSubmit={submit} noValidate aria-label={t('study:test.title')}>
      <section className="card form" aria-labelledby={`${descriptionId}-about`}>
        <h2 id={`${descriptionId}-about`}>{t('study:test.title')}</h2>
        <div className="field">
          <label htmlFor={descriptionId}>{t('study:test.description')}</label>
          <textarea
            id={descriptionId}
            rows={3}
            value={draft.description}
            placeholder={t('study:test.descriptionPlaceholder')}
            onChange={(e) => change({ description: e.target.value })}
          />
        </div>
        {checkbox('showTaskInTest', t('study:test.showTaskInTestHint'))}
        {checkbox('showSuccessInTest', t('study:test.showSuccessInTestHint'))}
        {checkbox('recordOneTestPerUser', t('study:test.recordOneTestPerUserHint'))}
        <div className="field">
          <label htmlFor={`${descriptionId}-language`}>{t('study:test.language')}</label>
          <select
            id={`${descriptionId}-language`}
            value={draft.language ?? ''}
            onChange={(e) => change({ language: (e.target.value as Locale) || null })}
          >
            <option value="">{t('study:test.languageBrowser')}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
          <small className="field-hint">{t('study:test.languageHint')}</small>
        </div>
      </section>

      <SplashImageField appId={appId} splash={draft.splash} onChange={(splash) => change({ splash })} />

      <TaskList
        appId={appId}
        app={app}
        tasks={draft.tasks}
        problems={showProblems ? problems : {}}
        onChange={(tasks) => change({ tasks })}
      />

      <div className="actions study-save">
        <button type="submit" className="button primary" disabled={save.isPending}>
          {t('common:action.save')}
        </button>
      </div>
    </form>
  );
}
