// Survey answers as a table, and the CSV downloads (survey, task summary, raw events).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../shell/errors';
import { analyticsClient } from './analyticsClient';
import { downloadFile } from '../ui/fileDownload';
import { csvFileName } from './csvFileName';
import type { AnalyticsFigures, TagFilter } from '@protolab/shared';
import type { CsvKind } from './csvFiles';
import type { StudyInput } from './protocol';

function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(answerText).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function SurveyAnswers({
  figures,
  input,
  filter,
}: {
  figures: Pick<AnalyticsFigures, 'survey'>;
  input: StudyInput;
  /** the results' tag filter: the CSVs hold the same sessions as the figures */
  filter?: TagFilter;
}) {
  const { t } = useTranslation('analytics');
  const [busy, setBusy] = useState<CsvKind | null>(null);
  const { fields, rows, answered } = figures.survey;
  const download = async (kind: CsvKind) => {
    setBusy(kind);
    try {
      downloadFile(
        await analyticsClient().csv(input, kind, filter),
        csvFileName(input.app.name, kind),
        'text/csv;charset=utf-8',
      );
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="analytics-section" aria-labelledby="survey-title">
      <h2 id="survey-title">{t('survey.title')}</h2>
      {answered === 0 || fields.length === 0 ? (
        <p className="muted">{t('survey.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" data-testid="survey-table">
            <thead>
              <tr>
                <th scope="col">{t('survey.user')}</th>
                {fields.map((f) => (
                  <th key={f.widget} scope="col">
                    {f.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.session}>
                  <th scope="row">{row.user}</th>
                  {fields.map((f) => (
                    <td key={f.widget}>{answerText(row.answers[f.widget])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {answered > rows.length && (
            <p className="muted">{t('survey.firstRows', { shown: rows.length, count: answered })}</p>
          )}
        </div>
      )}
      <h3>{t('csv.title')}</h3>
      <div className="actions csv-actions">
        {(['survey', 'tasks', 'events'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="button secondary"
            disabled={busy !== null}
            onClick={() => void download(kind)}
          >
            {t(`csv.${kind}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
