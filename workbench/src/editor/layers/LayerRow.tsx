// One row of the layers tree: a group (with its open/close arrow) or a widget, its name (or the
// input that renames it), and its lock and hide toggles. Only the tree's current row is in the tab
// order, with its toggles; the arrow keys move between rows (LayersPanel).
import { useRef, type DragEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayerDrop, WidgetFlag } from '@protolab/shared';
import type { LayerRowData } from './layerRows';

interface LayerRowProps {
  row: LayerRowData;
  /** its place in the list, and how far down it is drawn (px): the list draws only the rows in view */
  index: number;
  top: number;
  measure: Ref<HTMLLIElement>;
  name: string;
  /** in the tab order: the tree's current row */
  current: boolean;
  renaming: boolean;
  /** what a drop here would do, while a row is dragged over this one */
  drop?: LayerDrop['place'];
  flags: Record<WidgetFlag, boolean>;
  /** `add`: shift or ctrl held, the layer joins the selection */
  onSelect(add: boolean): void;
  onKeyDown(event: KeyboardEvent<HTMLLIElement>): void;
  onStartRename(): void;
  /** the new name, or undefined when renaming was cancelled */
  onRename(name: string | undefined): void;
  onToggle(): void;
  onFlag(flag: WidgetFlag): void;
  onDragStart(event: DragEvent): void;
  onDragOver(event: DragEvent<HTMLLIElement>): void;
  onDrop(event: DragEvent<HTMLLIElement>): void;
  onDragEnd(): void;
}

const FLAG_ICONS: Record<WidgetFlag, [on: string, off: string]> = {
  locked: ['lock-outline', 'lock-open-variant-outline'],
  hidden: ['eye-off-outline', 'eye-outline'],
};

export function LayerRow(props: LayerRowProps) {
  const { row, name, current, flags } = props;
  const { t } = useTranslation('editor');
  const id = row.node.id;
  const nameId = `layer-name-${id}`;
  const group = row.node.kind === 'group';
  const classes = ['editor-layer'];
  if (row.selected) classes.push('selected');
  if (flags.hidden) classes.push('is-hidden');
  if (props.drop) classes.push(`drop-${props.drop}`);
  return (
    <li
      ref={props.measure}
      data-index={props.index}
      role="treeitem"
      data-layer={id}
      aria-level={row.depth + 1}
      aria-posinset={row.position}
      aria-setsize={row.siblings}
      aria-selected={row.selected}
      aria-expanded={row.expanded}
      aria-labelledby={nameId}
      tabIndex={current ? 0 : -1}
      draggable={!props.renaming}
      className={classes.join(' ')}
      style={{ paddingLeft: row.depth * 14, transform: `translateY(${props.top}px)` }}
      onClick={(e) => props.onSelect(e.shiftKey || e.ctrlKey || e.metaKey)}
      onKeyDown={props.onKeyDown}
      onDragStart={props.onDragStart}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
      onDragEnd={props.onDragEnd}
    >
      {group ? (
        <button
          type="button"
          className="editor-layer-toggle"
          tabIndex={-1}
          aria-label={t('toggleGroup', { name })}
          onClick={(e) => {
            e.stopPropagation();
            props.onToggle();
          }}
        >
          <img src={`/icons/mdi/chevron-${row.expanded ? 'down' : 'right'}.svg`} alt="" width={14} height={14} />
        </button>
      ) : (
        <span className="editor-layer-toggle" />
      )}
      {props.renaming ? (
        <RenameInput label={t('renameLayer', { name })} name={name} onDone={props.onRename} />
      ) : (
        <span id={nameId} className={`editor-layer-name${group ? ' group' : ''}`} onDoubleClick={props.onStartRename}>
          {name}
        </span>
      )}
      {(['locked', 'hidden'] as const).map((flag) => (
        <button
          key={flag}
          type="button"
          className="editor-layer-flag"
          aria-pressed={flags[flag]}
          aria-label={t(flag === 'locked' ? 'lockLayer' : 'hideLayer', { name })}
          title={t(flag === 'locked' ? 'lockLayer' : 'hideLayer', { name })}
          tabIndex={current ? 0 : -1}
          onClick={(e) => {
            e.stopPropagation();
            props.onFlag(flag);
          }}
        >
          <img src={`/icons/mdi/${FLAG_ICONS[flag][flags[flag] ? 0 : 1]}.svg`} alt="" width={14} height={14} />
        </button>
      ))}
    </li>
  );
}

/**
 * The name's input while renaming: Enter or leaving it keeps the name, Escape cancels. It ends
 * once: the row takes the focus back as it ends, which blurs the input, and that blur must not
 * keep a name Escape cancelled.
 */
function RenameInput({ label, name, onDone }: { label: string; name: string; onDone(name: string | undefined): void }) {
  const done = useRef(false);
  const finish = (value: string | undefined) => {
    if (done.current) return;
    done.current = true;
    onDone(value);
  };
  return (
    <input
      className="input small editor-layer-input"
      aria-label={label}
      defaultValue={name}
      autoFocus
      onClick={(e) => e.stopPropagation()}
      onBlur={(e) => finish(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') finish(e.currentTarget.value);
        else if (e.key === 'Escape') finish(undefined);
      }}
    />
  );
}
