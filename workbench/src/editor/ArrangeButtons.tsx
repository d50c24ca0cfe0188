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
const AXES = ['horizontal', 'vertical'] as const;

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
      <ButtonRow
        items={Z_MOVES}
        text={(move) => t(`z.${move}`)}
        onClick={(move) => run(reorderWidgets(doc, ids, move))}
      />
      {ids.length > 1 && (
        <ButtonRow
          items={ALIGNMENTS}
          text={(alignment) => t(`align.${alignment}`)}
          onClick={(alignment) => run(alignWidgets(doc, ids, alignment))}
        />
      )}
      {ids.length > 2 && (
        <ButtonRow
          items={AXES}
          text={(axis) => t(`distribute.${axis}`)}
          onClick={(axis) => run(distributeWidgets(doc, ids, axis))}
        />
      )}
    </section>
  );
}

/** A row of small buttons, one for each item. */
function ButtonRow<T extends string>({
  items,
  text,
  onClick,
}: {
  items: readonly T[];
  text(item: T): string;
  onClick(item: T): void;
}) {
  return (
    <div className="editor-button-row">
      {items.map((item) => (
        <button key={item} type="button" className="button ghost small" onClick={() => onClick(item)}>
          {text(item)}
        </button>
      ))}
    </div>
  );
}
