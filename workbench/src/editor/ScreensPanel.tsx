// The prototype's screens as a list: search, rename (double-click or F2), reorder (drag, or
// Alt+↑/↓), make the start screen, duplicate, delete; add one of the app's device size, or draw
// one on the canvas. A click selects the screen and brings it into view. A row tells which screens
// are masters of others ("master of 2") and which inherit ("from Header").
import { memo, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteSelection,
  duplicateScreens,
  orderedScreens,
  reorderScreen,
  setStartScreen,
  updateRecords,
  type App,
  type CommandDraft,
  type RealtimePeer,
  type Screen,
} from '@protolab/shared';
import { nameOf } from './coediting/coediting';
import { SearchField } from '../ui/SearchField';

interface ScreensPanelProps {
  doc: App;
  selection: readonly string[];
  run(draft: CommandDraft): void;
  /** selects the screen and brings it into view */
  onShow(screenId: string): void;
  onAdd(): void;
  /** the draw-a-screen tool is on */
  drawing: boolean;
  onDraw(on: boolean): void;
  /** the co-editors on each screen */
  peersOn?: ReadonlyMap<string, readonly RealtimePeer[]>;
}

const SCREEN_DRAG_TYPE = 'application/x-protolab-screen';

export const ScreensPanel = memo(function ScreensPanel(props: ScreensPanelProps) {
  const { doc, selection, run } = props;
  const { t } = useTranslation('editor');
  const [query, setQuery] = useState('');
  const [renaming, setRenaming] = useState<string>();
  const [dropAt, setDropAt] = useState<number>();
  const screens = useMemo(() => orderedScreens(doc), [doc]);
  const childrenOf = useMemo(() => masterChildren(screens), [screens]);
  const q = query.trim().toLowerCase();
  const shown = q ? screens.filter((s) => (s.name ?? '').toLowerCase().includes(q)) : screens;

  const rename = (id: string, name: string) => {
    setRenaming(undefined);
    const trimmed = name.trim();
    if (trimmed && trimmed !== doc.screens[id]?.name) run(updateRecords(doc, 'screens', [id], { name: trimmed }));
  };

  const onRowKey = (event: KeyboardEvent, id: string) => {
    const position = screens.findIndex((s) => s.id === id);
    if (event.key === 'F2') {
      event.preventDefault();
      setRenaming(id);
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      run(reorderScreen(doc, id, position + (event.key === 'ArrowUp' ? -1 : 1)));
    }
  };

  // the same for every row: looked up once, not a hundred times (rows are drawn with each change)
  const hints = {
    row: t('screenRowHint'),
    start: t('startScreen'),
    makeStart: t('makeStart'),
    duplicate: t('duplicate'),
    delete: t('delete'),
    unnamed: t('unnamed'),
  };

  return (
    <section className="editor-screens" aria-label={t('screens')}>
      <div className="editor-panel-head">
        <h2 className="editor-panel-title">{t('screens')}</h2>
        <button type="button" className="button ghost small" onClick={() => props.onAdd()}>
          {t('addScreen')}
        </button>
        <button
          type="button"
          className={`button small ${props.drawing ? 'primary' : 'ghost'}`}
          aria-pressed={props.drawing}
          title={t('drawScreenHint')}
          onClick={() => props.onDraw(!props.drawing)}
        >
          {t('drawScreen')}
        </button>
      </div>
      {screens.length > 6 && (
        <SearchField className="input small" label={t('searchScreens')} value={query} onChange={setQuery} />
      )}
      <ol className="editor-screen-list">
        {shown.map((screen) => {
          const position = screens.indexOf(screen);
          const start = screen.props?.start === true;
          const name = screen.name || hints.unnamed;
          const masters = (screen.parents ?? []).flatMap((id) => doc.screens[id] ?? []);
          const children = childrenOf.get(screen.id) ?? [];
          return (
            <li
              key={screen.id}
              className={`editor-screen-row${selection.includes(screen.id) ? ' selected' : ''}${
                dropAt === position ? ' drop-before' : ''
              }`}
              onDragOver={(e) => {
                if (!e.dataTransfer.types.includes(SCREEN_DRAG_TYPE)) return;
                e.preventDefault();
                setDropAt(position);
              }}
              onDragLeave={() => setDropAt(undefined)}
              onDrop={(e) => {
                const id = e.dataTransfer.getData(SCREEN_DRAG_TYPE);
                setDropAt(undefined);
                if (!id || !doc.screens[id]) return;
                e.preventDefault();
                // dropped on a row: it goes before that row
                const from = screens.findIndex((s) => s.id === id);
                if (from !== position) run(reorderScreen(doc, id, from < position ? position - 1 : position));
              }}
            >
              {renaming === screen.id ? (
                <input
                  className="input small"
                  aria-label={t('renameScreen', { name })}
                  defaultValue={screen.name ?? ''}
                  autoFocus
                  onBlur={(e) => rename(screen.id, e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') rename(screen.id, e.currentTarget.value);
                    else if (e.key === 'Escape') setRenaming(undefined);
                  }}
                />
              ) : (
                <button
                  type="button"
                  className="editor-screen-name"
                  draggable
                  aria-current={selection.includes(screen.id) ? 'true' : undefined}
                  onDragStart={(e) => e.dataTransfer.setData(SCREEN_DRAG_TYPE, screen.id)}
                  onClick={() => props.onShow(screen.id)}
                  onDoubleClick={() => setRenaming(screen.id)}
                  onKeyDown={(e) => onRowKey(e, screen.id)}
                  title={hints.row}
                >
                  {name}
                </button>
              )}
              {props.peersOn?.get(screen.id)?.map((peer) => (
                <span
                  key={peer.client}
                  className="peer-dot"
                  style={{ background: peer.color }}
                  title={t('coediting.onScreen', { name: nameOf(peer) })}
                  aria-label={t('coediting.onScreen', { name: nameOf(peer) })}
                  data-testid="peer-dot"
                />
              ))}
              {masters.length > 0 && (
                <span className="editor-screen-note" data-testid="inherits-from">
                  {t('inheritsFrom', { names: masters.map((m) => m.name || hints.unnamed).join(', ') })}
                </span>
              )}
              {children.length > 0 && (
                <span
                  className="editor-screen-note"
                  data-testid="master-of"
                  title={t('masterOfHint', { names: children.map((c) => c.name || hints.unnamed).join(', ') })}
                >
                  {t('masterOf', { count: children.length })}
                </span>
              )}
              <button
                type="button"
                className={`editor-screen-action${start ? ' on' : ''}`}
                aria-pressed={start}
                aria-label={start ? t('startScreenOf', { name }) : t('makeStartOf', { name })}
                title={start ? hints.start : hints.makeStart}
                onClick={() => !start && run(setStartScreen(doc, screen.id))}
              >
                {start ? '★' : '☆'}
              </button>
              <button
                type="button"
                className="editor-screen-action"
                aria-label={t('duplicateOf', { name })}
                title={hints.duplicate}
                onClick={() => run(duplicateScreens(doc, [screen.id], t('copy')))}
              >
                <img src="/icons/mdi/content-copy.svg" alt="" width={14} height={14} />
              </button>
              <button
                type="button"
                className="editor-screen-action"
                aria-label={t('deleteOf', { name })}
                title={hints.delete}
                onClick={() => run(deleteSelection(doc, [screen.id]))}
              >
                {'×'}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
});

/** The screens inheriting from each master screen, in the list's order. */
function masterChildren(screens: readonly Screen[]): Map<string, Screen[]> {
  const children = new Map<string, Screen[]>();
  for (const screen of screens) {
    for (const id of screen.parents ?? []) children.set(id, [...(children.get(id) ?? []), screen]);
  }
  return children;
}
