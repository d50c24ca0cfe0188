// The layers of a screen, the selection's (or the last one shown): its groups, nested, and its
// widgets, topmost first, as a tree. A click selects (a group row: all its widgets), double-click or
// F2 renames, a drag reorders and regroups (onto a group row: into it; beside a row: into that
// row's group, or out to the top level), Alt+↑/↓ reorders, the lock and eye buttons lock and hide.
// The canvas's selection shows on the rows; ↑/↓ walk the rows, ←/→ close and open groups.
// Only the rows in view are drawn (and the current one, so Tab still reaches the tree): a screen of
// hundreds of widgets, say after a large paste, would otherwise draw as many rows as its canvas draws widgets.
import { memo, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import {
  deleteSelection,
  flagWidgets,
  hasFlag,
  layerTree,
  layerWidgets,
  moveLayer,
  renameLayer,
  type App,
  type CommandDraft,
  type LayerDrop,
  type LayerNode,
  type WidgetFlag,
} from '@protolab/shared';
import { LayerRow } from './LayerRow';
import { dropPlace, groupsToOpen, layerRows, type LayerRowData } from './layerRows';

const LAYER_DRAG_TYPE = 'application/x-protolab-layer';
/** px: a row's height before it is measured (editor.css, .editor-layer) */
const ROW_HEIGHT = 26;

interface LayersPanelProps {
  doc: App;
  selection: readonly string[];
  /** the screen of the selection, else the one in view */
  screen: string | undefined;
  run(draft: CommandDraft): void;
  /** selects a layer's widgets; `parentGroup` is the group it lies in (clicks on the canvas then select at its level) */
  onSelect(ids: string[], parentGroup: string | undefined): void;
}

export const LayersPanel = memo(function LayersPanel({ doc, selection, screen, run, onSelect }: LayersPanelProps) {
  const { t } = useTranslation('editor');
  // with nothing selected the panel keeps the screen it showed
  const [shown, setShown] = useState(screen);
  if (selection.length > 0 && screen !== shown) setShown(screen);
  const screenId = shown && doc.screens[shown] ? shown : screen;
  const tree = useMemo(() => (screenId ? layerTree(doc, screenId) : []), [doc, screenId]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // a widget picked on the canvas inside a closed group opens it (once: the designer may close it again)
  const [seenSelection, setSeenSelection] = useState(selection);
  if (seenSelection !== selection) {
    setSeenSelection(selection);
    const open = groupsToOpen(tree, collapsed, new Set(selection));
    if (open.length) setCollapsed(new Set([...collapsed].filter((id) => !open.includes(id))));
  }
  const rows = useMemo(() => layerRows(tree, collapsed, new Set(selection)), [tree, collapsed, selection]);
  const [currentId, setCurrentId] = useState<string>();
  const [renaming, setRenaming] = useState<string>();
  const [drop, setDrop] = useState<LayerDrop>();
  /** the row being dragged: drawn even when scrolled out of view, so its drag ends where it began */
  const [dragged, setDragged] = useState<string>();
  const list = useRef<HTMLUListElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const current = rows.find((r) => r.node.id === currentId) ?? rows.find((r) => r.selected) ?? rows[0];
  // always drawn: the current row (Tab reaches the tree through it) and a dragged one
  const keptIndexes = [rows.indexOf(current), rows.findIndex((r) => r.node.id === dragged)].filter((i) => i >= 0);
  const rowsInView = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index].node.id,
    // a row is measured by the list's ResizeObserver once laid out; reading its height as it mounts
    // would lay the whole page out (the canvas too) in the middle of an edit: 35 ms on a paste of 500
    measureElement: (row, entry, list) =>
      entry?.borderBoxSize?.[0]
        ? Math.round(entry.borderBoxSize[0].blockSize)
        : (list.itemSizeCache.get(list.options.getItemKey(list.indexFromElement(row))) ?? ROW_HEIGHT),
    overscan: 8,
    rangeExtractor: (range) => [...new Set([...defaultRangeExtractor(range), ...keptIndexes])].sort((a, b) => a - b),
  });
  // what is selected on the canvas shows in the list, scrolled to if need be (on a new selection
  // only, not on every edit). A frame later: scrolling reads the list's height, and read in the
  // commit that drew the selection it would lay the whole canvas out there and again for the frame
  useEffect(() => {
    const index = rows.findIndex((row) => row.selected);
    if (index < 0) return;
    const frame = requestAnimationFrame(() => rowsInView.scrollToIndex(index, { align: 'auto' }));
    return () => cancelAnimationFrame(frame);
  }, [selection]);
  // a row the keys moved to out of view is focused once it is drawn
  const focusNext = useRef<string>(undefined);
  useEffect(() => {
    const id = focusNext.current;
    const row = id && list.current?.querySelector<HTMLElement>(`[data-layer="${CSS.escape(id)}"]`);
    if (!row) return;
    focusNext.current = undefined;
    row.focus();
  });

  const nameOf = (node: LayerNode) =>
    node.kind === 'widget' ? node.widget.name || node.widget.type : node.group.name || t('group');
  const flagged = (node: LayerNode, flag: WidgetFlag) =>
    layerWidgets(node).every((id) => hasFlag(doc.widgets[id], flag));

  const focusRow = (id: string) => {
    setCurrentId(id);
    const drawn = list.current?.querySelector<HTMLElement>(`[data-layer="${CSS.escape(id)}"]`);
    if (drawn) return drawn.focus();
    focusNext.current = id;
    rowsInView.scrollToIndex(
      rows.findIndex((r) => r.node.id === id),
      { align: 'auto' },
    );
  };
  const select = (row: LayerRowData, add: boolean) => {
    setCurrentId(row.node.id);
    const ids = layerWidgets(row.node);
    onSelect(add ? [...new Set([...selection, ...ids])] : ids, row.parent);
  };
  const toggle = (id: string) =>
    setCollapsed((closed) => {
      const next = new Set(closed);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const rename = (id: string, name: string | undefined) => {
    setRenaming(undefined);
    if (name !== undefined) run(renameLayer(doc, id, name));
    focusRow(id);
  };
  const move = (id: string, to: LayerDrop) => screenId && run(moveLayer(doc, screenId, id, to));
  /** Alt+↑/↓: one place up or down among the layers beside it. */
  const moveBy = (row: LayerRowData, step: -1 | 1) => {
    const siblings = rows.filter((r) => r.parent === row.parent && r.depth === row.depth);
    const beside = siblings[siblings.indexOf(row) + step];
    if (beside) move(row.node.id, { place: step < 0 ? 'above' : 'below', target: beside.node.id });
  };

  const onKeyDown = (row: LayerRowData, event: KeyboardEvent<HTMLLIElement>) => {
    // keys typed into the rename input or on a toggle are theirs
    if (event.target !== event.currentTarget) return;
    const at = rows.indexOf(row);
    const id = row.node.id;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown'))
      moveBy(row, event.key === 'ArrowUp' ? -1 : 1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const next = rows[at + (event.key === 'ArrowUp' ? -1 : 1)];
      if (next) focusRow(next.node.id);
    } else if (event.key === 'Home' || event.key === 'End')
      focusRow(rows[event.key === 'Home' ? 0 : rows.length - 1].node.id);
    else if (event.key === 'ArrowRight' && row.expanded === false) toggle(id);
    else if (event.key === 'ArrowRight' && row.expanded) focusRow(rows[at + 1].node.id);
    else if (event.key === 'ArrowLeft' && row.expanded) toggle(id);
    else if (event.key === 'ArrowLeft' && row.parent) focusRow(row.parent);
    else if (event.key === 'Enter' || event.key === ' ') select(row, event.shiftKey || event.ctrlKey || event.metaKey);
    else if (event.key === 'F2') setRenaming(id);
    else if (event.key === 'Delete' || event.key === 'Backspace') remove(row);
    else return;
    event.preventDefault();
  };

  /** Delete on a row: the selection when the row is part of it, else the row's widgets; the focus goes to the next row. */
  const remove = (row: LayerRowData) => {
    const ids = layerWidgets(row.node);
    const next = rows.slice(rows.indexOf(row) + 1).find((r) => !layerWidgets(r.node).some((w) => ids.includes(w)));
    run(deleteSelection(doc, ids.every((w) => selection.includes(w)) ? selection : ids));
    const after = next ?? rows[rows.indexOf(row) - 1];
    if (after) requestAnimationFrame(() => focusRow(after.node.id));
  };
  /** Below the last row: the bottom of the top level. */
  const lastTop = [...rows].reverse().find((r) => r.depth === 0);
  const belowAll = (event: DragEvent<HTMLUListElement>): LayerDrop | undefined =>
    event.target === event.currentTarget && lastTop ? { target: lastTop.node.id, place: 'below' } : undefined;

  const placeOver = (row: LayerRowData, event: DragEvent<HTMLLIElement>): LayerDrop => {
    const box = event.currentTarget.getBoundingClientRect();
    return { target: row.node.id, place: dropPlace(row, event.clientY - box.top, box.height) };
  };

  return (
    <section className="editor-layers" aria-label={t('layers')}>
      <h2 className="editor-panel-title">{t('layers')}</h2>
      {rows.length === 0 ? (
        <p className="muted editor-hint">{t('layersEmpty')}</p>
      ) : (
        <div ref={scroller} className="editor-layer-scroll">
          <ul
            ref={list}
            role="tree"
            className="editor-layer-list"
            style={{ height: `calc(${rowsInView.getTotalSize()}px + var(--space-3))` }}
            aria-label={t('layersOf', { name: screenId ? doc.screens[screenId].name : '' })}
            title={t('layersHint')}
            onDragOver={(e) => {
              const place = e.dataTransfer.types.includes(LAYER_DRAG_TYPE) && belowAll(e);
              if (!place) return;
              e.preventDefault();
              setDrop(place);
            }}
            onDrop={(e) => {
              const place = belowAll(e);
              const dragged = e.dataTransfer.getData(LAYER_DRAG_TYPE);
              if (!place || !dragged) return;
              e.preventDefault();
              setDrop(undefined);
              move(dragged, place);
            }}
          >
            {rowsInView.getVirtualItems().map(({ index, start }) => {
              const row = rows[index];
              const id = row.node.id;
              return (
                <LayerRow
                  key={id}
                  row={row}
                  index={index}
                  top={start}
                  measure={rowsInView.measureElement}
                  name={nameOf(row.node)}
                  current={row === current}
                  renaming={renaming === id}
                  drop={drop?.target === id ? drop.place : undefined}
                  flags={{ locked: flagged(row.node, 'locked'), hidden: flagged(row.node, 'hidden') }}
                  onSelect={(add) => select(row, add)}
                  onKeyDown={(e) => onKeyDown(row, e)}
                  onStartRename={() => setRenaming(id)}
                  onRename={(name) => rename(id, name)}
                  onToggle={() => toggle(id)}
                  onFlag={(flag) => {
                    const ids = layerWidgets(row.node);
                    run(flagWidgets(doc, ids, flag, !flagged(row.node, flag)));
                  }}
                  onDragStart={(e) => {
                    setDragged(id);
                    e.dataTransfer.setData(LAYER_DRAG_TYPE, id);
                    e.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragOver={(e) => {
                    if (!e.dataTransfer.types.includes(LAYER_DRAG_TYPE)) return;
                    e.preventDefault();
                    setDrop(placeOver(row, e));
                  }}
                  onDrop={(e) => {
                    const dragged = e.dataTransfer.getData(LAYER_DRAG_TYPE);
                    setDrop(undefined);
                    if (!dragged) return;
                    e.preventDefault();
                    move(dragged, placeOver(row, e));
                  }}
                  onDragEnd={() => {
                    setDrop(undefined);
                    setDragged(undefined);
                  }}
                />
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
});
