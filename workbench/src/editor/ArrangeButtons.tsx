// Stacking order for the selected widgets; alignment for two or more, even spacing for three or more.
import { useTranslation } from 'react-i18next';
import {
  alignWidgets,
  distributeWidgets,
  reorderWidgets,
  type Alignment,
  type App,
  type CommandDraft,
  type ZMove,
} from '@protolab/shared';

const Z_MOVES: ZMove[] = ['front', 'forward', 'backward', 'back'];
const ALIGNMENTS: Alignment[] = ['left', 'center', 'right', 'top', 'middle', 'bottom'];

export function ArrangeButtons({
  doc,
  ids,
  run,
}: {
  doc: App;
  ids: readonly string[];
  run(draft: CommandDraft): void;
}) {
  const { t } = useTranslation('editor');
  return (
    <section className="editor-arrange" aria-label={t('arrange')}>
      <h3 className="editor-panel-title">{t('arrange')}</h3>
      <div className="editor-button-row">
        {Z_MOVES.map((move) => (
          <button
            key={move}
            type="button"
            className="button ghost small"
            onClick={() => run(reorderWidgets(doc, ids, move))}
          >
            {t(`z.${move}`)}
          </button>
        ))}
      </div>
      {ids.length > 1 && (
        <div className="editor-button-row">
          {ALIGNMENTS.map((alignment) => (
            <button
              key={alignment}
              type="button"
              className="button ghost small"
              onClick={() => run(alignWidgets(doc, ids, alignment))}
            >
              {t(`align.${alignment}`)}
            </button>
          ))}
        </div>
      )}
      {ids.length > 2 && (
        <div className="editor-button-row">
          {(['horizontal', 'vertical'] as const).map((axis) => (
            <button
              key={axis}
              type="button"
              className="button ghost small"
              onClick={() => run(distributeWidgets(doc, ids, axis))}
            >
              {t(`distribute.${axis}`)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
