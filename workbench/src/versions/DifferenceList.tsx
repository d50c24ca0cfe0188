// The differences of two versions as a list beside the canvas, under a legend of their colours:
// clicking one selects its record and brings it into view.
import { useTranslation } from 'react-i18next';
import { DIFFERENCE_KINDS, type VersionDifference } from '@protolab/shared';
import { DIFFERENCE_COLORS } from './differenceMarks';

export function DifferenceList({
  differences,
  selected,
  onShow,
}: {
  differences: readonly VersionDifference[];
  selected: readonly string[];
  onShow(difference: VersionDifference): void;
}) {
  const { t } = useTranslation('versions');
  const label = (d: VersionDifference) =>
    t(d.kind === 'renamed' ? 'difference.renamed' : 'difference.row', {
      kind: t(`kind.${d.kind}`),
      record: t(`record.${d.record}`),
      name: d.name || t('unnamed'),
      before: d.before || t('unnamed'),
    });
  return (
    <aside className="version-differences" aria-label={t('differences')}>
      <h2 role="status">{t('differenceCount', { count: differences.length })}</h2>
      <ul className="version-legend" aria-label={t('legend')}>
        {DIFFERENCE_KINDS.map((kind) => (
          <li key={kind}>
            <span className="version-swatch" style={{ borderColor: DIFFERENCE_COLORS[kind] }} />
            {t(`kind.${kind}`)}
          </li>
        ))}
      </ul>
      <ul className="version-difference-list">
        {differences.map((d) => (
          <li key={`${d.id}|${d.kind}`}>
            <button
              type="button"
              className="version-difference"
              aria-pressed={selected.includes(d.id)}
              data-kind={d.kind}
              onClick={() => onShow(d)}
            >
              <span className="version-swatch" style={{ borderColor: DIFFERENCE_COLORS[d.kind] }} />
              {label(d)}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
