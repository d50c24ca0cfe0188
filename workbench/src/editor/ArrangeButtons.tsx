// Stacking order for the selected widgets. Aligning and spacing are the canvas's toolbar (ArrangeToolbar).
import { useTranslation } from 'react-i18next';
import { reorderWidgets, type App, type CommandDraft, type ZMove } from '@protolab/shared';

const Z_MOVES: ZMove[] = ['front', 'forward', 'backward', 'back'];

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
    </section>
  );
}
