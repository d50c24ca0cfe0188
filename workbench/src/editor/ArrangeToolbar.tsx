// The toolbar over the canvas while two or more widgets are selected: align, space evenly (the
// action table's actions) and a spacing of so many pixels. It sits at the top of the canvas area,
// so pan and zoom do not move it and it covers neither a panel nor the selection's handles.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { spaceWidgets, spacingOf, type Alignment, type App, type Axis, type Editor } from '@protolab/shared';
import { actionById, labelOf, type ActionContext } from './actions';
import { ArrangeIcon } from './ArrangeIcon';

const ALIGNMENTS = ['left', 'center', 'right', 'top', 'middle', 'bottom'] as const;
const AXES = ['horizontal', 'vertical'] as const;

export function ArrangeToolbar({ context }: { context: ActionContext }) {
  const { t } = useTranslation('editor');
  const { doc, selection } = context;
  const ids = selection.filter((id) => doc.widgets[id]);
  if (ids.length < 2) return null;
  return (
    <div className="arrange-toolbar" role="toolbar" aria-label={t('arrangeToolbar')}>
      {ALIGNMENTS.map((alignment) => (
        <IconAction key={alignment} id={`align.${alignment}`} icon={alignment} context={context} />
      ))}
      <span className="arrange-toolbar-gap" />
      {AXES.map((axis) => (
        <IconAction key={axis} id={`distribute.${axis}`} icon={axis} context={context} />
      ))}
      <span className="arrange-toolbar-gap" />
      {/* a new selection starts with no typed text */}
      <SpacingField key={ids.join(' ')} editor={context.editor} doc={doc} ids={ids} />
    </div>
  );
}

/** An action of the table as an icon, its name as its label and tooltip; off when it does not apply. */
function IconAction({ id, icon, context }: { id: string; icon: Alignment | Axis; context: ActionContext }) {
  const { t } = useTranslation('editor');
  const action = actionById(id);
  const label = t(labelOf(action, context));
  return (
    <button
      type="button"
      className="arrange-toolbar-button"
      aria-label={label}
      title={label}
      disabled={action.when ? !action.when(context) : false}
      onClick={() => action.run(context)}
    >
      <ArrangeIcon name={icon} />
    </button>
  );
}

/**
 * The gap between the widgets along the way they spread, shown when they all share one. Typing a
 * number spaces them so (one undo step however many keys); the way is kept while typing, so a gap
 * that makes them spread the other way does not turn it.
 */
function SpacingField({ editor, doc, ids }: { editor: Editor; doc: App; ids: readonly string[] }) {
  const { t } = useTranslation('editor');
  const [typing, setTyping] = useState<{ text: string; axis: Axis }>();
  const spacing = spacingOf(doc, ids);
  const axis = typing?.axis ?? spacing.axis;
  const done = () => {
    setTyping(undefined);
    editor.seal();
  };
  return (
    <label className="arrange-spacing" title={t(`spacing.${axis}`)}>
      <span>{t('spacing')}</span>
      <input
        type="number"
        step="1"
        value={typing?.text ?? spacing.gap ?? ''}
        placeholder={t('mixed')}
        onChange={(e) => {
          const text = e.target.value;
          setTyping({ text, axis });
          const gap = Number(text);
          if (text.trim() === '' || !Number.isInteger(gap)) return;
          editor.run({ ...spaceWidgets(editor.doc, ids, axis, gap), merge: `spacing:${ids.length}:${ids[0]}` });
        }}
        onKeyDown={(e) => e.key === 'Enter' && done()}
        onBlur={done}
      />
    </label>
  );
}
