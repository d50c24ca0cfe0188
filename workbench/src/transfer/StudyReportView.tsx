// Before a study is imported: what comes along (the prototype, sessions, events, mouse tracks,
// tasks, annotations, comments) and what does not, with the reason.
import { useTranslation } from 'react-i18next';
import type { StudyProblem } from '@protolab/shared';
import type { ImportReport, StudyReport } from './importReport';

function useProblemText() {
  const { t } = useTranslation('transfer');
  return (problem: StudyProblem): string => {
    switch (problem.kind) {
      case 'unknownFile':
        return t('study.unknownFile', { file: problem.file });
      case 'extraFile':
        return problem.part === 'app'
          ? t('study.extraApp', { file: problem.file })
          : t('study.extraTestSettings', { file: problem.file });
      case 'invalidRecords':
        return t(`study.invalid.${problem.part}`, {
          count: problem.count,
          field: problem.field,
          message: problem.message,
        });
      case 'otherApp':
        return t(`study.otherApp.${problem.part}`, { count: problem.count });
      case 'invalidTestSettings':
        return t('study.invalidTestSettings', { file: problem.file, field: problem.field, message: problem.message });
      case 'splash':
        return t('study.splash');
    }
  };
}

export function StudyReportView({ report, study }: { report: ImportReport; study: StudyReport }) {
  const { t } = useTranslation('transfer');
  const problemText = useProblemText();
  const { counts } = study;
  const left = [
    ...(report.missingImages.length > 0 ? [t('import.missingImages', { files: report.missingImages.join(', ') })] : []),
    ...(report.unknownTypes.length > 0
      ? [
          t('import.unknownTypes', {
            types: report.unknownTypes.map(({ type, count }) => `${type} (${count})`).join(', '),
          }),
        ]
      : []),
    ...study.problems.map(problemText),
  ];
  return (
    <section className="import-report study-report" aria-label={t('study.title')}>
      <h3>{t('study.title')}</h3>
      <ul data-testid="study-counts">
        <li>
          {study.standInScreens === undefined
            ? t('study.prototype', { name: study.name })
            : t('study.standIn', { count: study.standInScreens })}
        </li>
        <li>{t('study.sessions', { count: counts.sessions })}</li>
        <li>{t('study.events', { count: counts.events })}</li>
        <li>{t('study.mouse', { count: counts.mouse })}</li>
        <li>{t('study.tasks', { count: counts.tasks })}</li>
        <li>{t('study.annotations', { count: counts.annotations })}</li>
        <li>{t('study.comments', { count: counts.comments })}</li>
      </ul>
      {left.length === 0 ? (
        <p className="muted">{t('study.complete')}</p>
      ) : (
        <>
          <h3>{t('study.notImported')}</h3>
          <ul data-testid="study-left-out">
            {left.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
