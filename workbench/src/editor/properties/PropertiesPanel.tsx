// The selection's properties: a screen's name, box, background, master screens and links; a
// group's name and members; a widget's name, box and text, its template, its style in each state,
// its type's own props, its data binding and an input's validation, image, stacking order and
// links. A multi-selection edits what its widgets share. A change is a command with a merge key,
// so typing "120" into a field is one undo step; leaving the field seals it.
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import {
  positionOrigin,
  restyleWidgets,
  selectionGroup,
  setBoxes,
  setWidgetProps,
  updateRecords,
  type App,
  type CommandDraft,
  type Editor,
  type Screen,
  type Widget,
  valueKind,
} from '@protolab/shared';
import { ArrangeButtons } from '../ArrangeButtons';
import { ImageField, type BackgroundImage } from '../ImageField';
import { LinksPanel } from '../LinksPanel';
import { ChoiceHint } from './ChoiceHint';
import { ColorField } from './ColorField';
import { DataFields } from './DataFields';
import { Field } from './Field';
import { GroupHeader } from './GroupHeader';
import { MasterScreens } from './MasterScreens';
import { PropsFields } from './PropsFields';
import { shownOf } from './selectionValues';
import { ShownField } from './ShownField';
import { StartScreenToggle } from './StartScreenToggle';
import { StyleFields } from './StyleFields';
import { TemplateSection } from '../templates/TemplateSection';
import { ValidationFields } from './ValidationFields';
import { useWidgetNames } from '../palette/widgetNames';

/** A style with the image set, or taken away. */
function withImage(style: Record<string, unknown> | null | undefined, image: BackgroundImage | undefined) {
  const { backgroundImage: _old, ...rest } = style ?? {};
  return image ? { ...rest, backgroundImage: image } : rest;
}

interface PanelProps {
  editor: Editor;
  doc: App;
  selection: readonly string[];
  /** selects a group's member alone, as the layers panel does (clicks on the canvas then select at its level) */
  onSelectLayer(ids: string[], parentGroup: string): void;
}

/**
 * From this many selected records on, the panel follows the canvas a frame later: what it reads
 * from hundreds of widgets (every style field compares them all) took longer than drawing a paste
 * of 500 widgets, and the designer waited for both before seeing the paste.
 */
const DEFERRED_FROM = 50;

export const PropertiesPanel = memo(function PropertiesPanel(props: PanelProps) {
  const laterDoc = useDeferredValue(props.doc);
  const laterSelection = useDeferredValue(props.selection);
  const later = props.selection.length >= DEFERRED_FROM || laterSelection.length >= DEFERRED_FROM;
  return later ? (
    <SelectionProperties {...props} doc={laterDoc} selection={laterSelection} />
  ) : (
    <SelectionProperties {...props} />
  );
});

const SelectionProperties = memo(function SelectionProperties({ editor, doc, selection, onSelectLayer }: PanelProps) {
  const { t } = useTranslation('editor');
  const names = useWidgetNames();
  const widgets = selection.map((id) => doc.widgets[id]).filter((w): w is Widget => Boolean(w));
  const screens = selection.map((id) => doc.screens[id]).filter((s): s is Screen => Boolean(s));
  const run = (draft: CommandDraft) => void editor.run(draft);
  const seal = () => editor.seal();

  // a widget's X and Y count from its screen's corner; a screen's are its place on the canvas
  const boxFields = (record: Widget | Screen, parent: 'widgets' | 'screens') => {
    const origin = parent === 'widgets' ? positionOrigin(doc, record.id) : { x: 0, y: 0 };
    const from = { x: origin.x, y: origin.y, w: 0, h: 0 };
    return (['x', 'y', 'w', 'h'] as const).map((field) => (
      <Field
        key={field}
        label={t(field)}
        type="number"
        value={record[field] - from[field]}
        onBlur={seal}
        onChange={(value) => {
          const n = Number(value);
          if (value.trim() === '' || !Number.isFinite(n)) return;
          const box = { ...record, [field]: n + from[field] };
          run({ ...setBoxes(doc, parent, { [record.id]: box }), merge: `${field}:${record.id}` });
        }}
      />
    ));
  };

  if (widgets.length === 0 && screens.length === 1) {
    const screen = screens[0];
    return (
      <section className="editor-properties" aria-label={t('properties')}>
        <h2 className="editor-panel-title">{t('properties')}</h2>
        <Field
          label={t('name')}
          value={screen.name ?? ''}
          onBlur={seal}
          onChange={(name) => run(updateRecords(doc, 'screens', [screen.id], { name }, `name:${screen.id}`))}
        />
        <div className="editor-field-row">{boxFields(screen, 'screens')}</div>
        <ColorField
          label={t('background')}
          shown={shownOf([screen.style?.background])}
          onBlur={seal}
          onChange={(background) => {
            const { background: _old, ...rest } = screen.style ?? {};
            const style = background ? { ...rest, background } : rest;
            run(updateRecords(doc, 'screens', [screen.id], { style }, `bg:${screen.id}`));
          }}
        />
        <ImageField
          appId={doc.id}
          image={screen.style?.backgroundImage as BackgroundImage | undefined}
          onChange={(backgroundImage) =>
            run(updateRecords(doc, 'screens', [screen.id], { style: withImage(screen.style, backgroundImage) }))
          }
        />
        <StartScreenToggle doc={doc} screen={screen} run={run} />
        <MasterScreens doc={doc} screen={screen} run={run} />
        <LinksPanel doc={doc} source={screen.id} run={run} />
      </section>
    );
  }
  if (widgets.length === 0) return null;
  const first = widgets[0];
  const ids = widgets.map((w) => w.id);
  const group = widgets.length > 1 ? selectionGroup(doc, ids) : undefined;
  return (
    <section className="editor-properties" aria-label={t('properties')}>
      {group ? (
        <GroupHeader
          key={group}
          editor={editor}
          doc={doc}
          groupId={group}
          widgetId={first.id}
          onSelect={onSelectLayer}
        />
      ) : (
        <h2 className="editor-panel-title">
          {widgets.length === 1
            ? `${first.name ?? names.name(first.type)} (${names.name(first.type)})`
            : t('selected', { count: widgets.length })}
        </h2>
      )}
      {widgets.length === 1 && (
        <>
          <Field
            label={t('name')}
            value={first.name ?? ''}
            onBlur={seal}
            onChange={(name) => run(updateRecords(doc, 'widgets', [first.id], { name }, `name:${first.id}`))}
          />
          <div className="editor-field-row">{boxFields(first, 'widgets')}</div>
        </>
      )}
      <TemplateSection editor={editor} doc={doc} widgets={widgets} />
      <ShownField
        label={t('text')}
        shown={shownOf(widgets.map((w) => (typeof w.props?.label === 'string' ? w.props.label : '')))}
        onBlur={seal}
        onChange={(label) => run(setWidgetProps(doc, ids, { label: label ?? '' }, `label:${ids.join(',')}`))}
      />
      <PropsFields editor={editor} doc={doc} widgets={widgets} />
      {widgets.length === 1 && <ChoiceHint doc={doc} widget={first} run={run} />}
      <StyleFields editor={editor} doc={doc} widgets={widgets} />
      {widgets.length === 1 && <DataFields key={`data:${first.id}`} editor={editor} doc={doc} widget={first} />}
      {widgets.length === 1 && valueKind(first.type) && (
        <ValidationFields key={`validation:${first.id}`} editor={editor} doc={doc} widget={first} />
      )}
      {widgets.length === 1 && (
        <ImageField
          appId={doc.id}
          image={first.style?.backgroundImage as BackgroundImage | undefined}
          onChange={(backgroundImage) => run(restyleWidgets(doc, ids, { backgroundImage }))}
        />
      )}
      <ArrangeButtons doc={doc} ids={ids} run={run} />
      {widgets.length === 1 && <LinksPanel doc={doc} source={first.id} run={run} />}
    </section>
  );
});
