// apps/{id}/create.html and apps/{id}/design/{sid}.html: the editor. An infinite canvas of the
// prototype's screens, drawn by the one renderer, with the selection and links over them; the
// widget palette and the properties of the selection beside it. Every change is a command of the
// headless editor (shared/src/editor), saved by its saver. Team members who may only read see the
// same canvas without the editing.
import { useCallback, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addScreen,
  makeTemplate,
  deleteSelection,
  detachInstances,
  duplicateScreens,
  duplicateWidgets,
  flagWidgets,
  groupWidgets,
  hasFlag,
  pasteInto,
  reorderWidgets,
  screenOf,
  screensBox,
  selectedGroups,
  setStartScreen,
  type App,
  type Box,
  type Clipboard,
  type CommandDraft,
  type Point,
  type WidgetFlag,
  type ZMove,
  ungroupWidgets,
  unionBox,
} from '@protolab/shared';
import { useMyRole, useTeam } from '../prototypes/queries';
import { NotAvailable } from '../share/SharePage';
import { CanvasBar, type EditorMode } from './CanvasBar';
import { CanvasOverlay } from './CanvasOverlay';
import { CanvasScreens } from './CanvasScreens';
import { canvasMenu } from './canvasMenu';
import { useCanvasApp } from './canvasQueries';
import { clipboardOfEvent, copyIntoEvent, copyToClipboard, readClipboard } from './systemClipboard';
import { ContextMenu } from './ContextMenu';
import { DragPreviewStore } from './dragPreview';
import { InheritedLayer } from './InheritedLayer';
import { LayersPanel } from './layers/LayersPanel';
import { LinksPanel } from './LinksPanel';
import { PropertiesPanel } from './properties/PropertiesPanel';
import { ScreensPanel } from './ScreensPanel';
import { ShortcutSheet } from './ShortcutSheet';
import { DesignTokensButton } from './tokens/DesignTokensButton';
import { TextEditor } from './TextEditor';
import { useEditorSession, useEditorState, useSaveStatus } from './useEditorSession';
import { useGroupScope } from './useGroupScope';
import { useElementSize } from './useElementSize';
import { useGridSetting } from './useGridSetting';
import { useStableCallback } from '../ui/useStableCallback';
import { fitBox, ZOOM_STEP, zoomAt, type View } from './viewport';
import { isPaletteDrag, WidgetPalette } from './WidgetPalette';
import { usePalettePlacement } from './usePalettePlacement';
import { moveRecords } from './moveRecords';
import './editor.css';

/** The box of the selected records, on screens or between them. */
function selectionBox(app: App, ids: readonly string[]) {
  return unionBox(ids.flatMap((id) => app.widgets[id] ?? app.screens[id] ?? []));
}

function focusBox(app: App, screenId: string | undefined) {
  const screen = screenId ? app.screens[screenId] : undefined;
  return screen ? { x: screen.x, y: screen.y - 30, w: screen.w, h: screen.h + 30 } : screensBox(app);
}

export function CanvasPage({ appId, screenId }: { appId: string; screenId?: string }) {
  const { t } = useTranslation(['apps', 'editor', 'common']);
  const { t: editorT } = useTranslation('editor');
  const app = useCanvasApp(appId);
  const role = useMyRole(appId);
  const layoutKnown = !useTeam(appId).isPending; // the role: whether the editor's panels take room
  const editable = role === 'owner' || role === 'write';
  const session = useEditorSession(appId, app.data, editable);
  const state = useEditorState(session);
  const status = useSaveStatus(session);
  const doc = state?.doc ?? app.data;
  const selection = state?.selection ?? [];
  const area = useElementSize<HTMLDivElement>();
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const [preview] = useState(() => new DragPreviewStore());
  const [editing, setEditing] = useState<string>();
  const [mode, setMode] = useState<EditorMode>('design');
  const [sheet, setSheet] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const [menu, setMenu] = useState<Point | null>(null);
  const fitted = useRef<string | null>(null);
  const editor = session?.editor;
  const [grid, changeGrid] = useGridSetting(appId, doc?.grid);

  // the area as it is now (its measured size may lag a layout change by a frame)
  const fit = useCallback(
    (target: string | undefined) => {
      const element = area.ref.current;
      const box = doc && focusBox(doc, target);
      if (box && element?.clientWidth) setView(fitBox(box, element.clientWidth, element.clientHeight));
    },
    [doc, area.ref],
  );

  // fit once the app is there and the editor's panels have taken their room (before the screens
  // are drawn, so they are drawn once, at the fitted scale), again when the area's width changes
  // and when another screen is focused
  const [viewFitted, setViewFitted] = useState(false);
  useLayoutEffect(() => {
    const key = `${screenId ?? ''}|${area.width}`;
    if (!doc || !layoutKnown || !area.width || fitted.current === key) return;
    fitted.current = key;
    fit(screenId);
    setViewFitted(true);
  }, [doc, area.width, layoutKnown, screenId, fit]);

  const run = useCallback((draft: CommandDraft) => editor?.run(draft), [editor]);
  // picking a screen keeps the address: create.html and design/{sid}.html are two routes, and
  // moving between them would open the editor again
  const select = useCallback((ids: string[]) => editor?.select(ids), [editor]);
  const groups = useGroupScope(doc, selection, select);

  /** The screen new widgets go onto: the selected one, or the selection's, or the focused one, or the first. */
  const targetScreen = (): string | undefined => {
    if (!doc) return undefined;
    for (const id of selection) {
      if (doc.screens[id]) return id;
      const on = screenOf(doc, id);
      if (on) return on;
    }
    if (screenId && doc.screens[screenId]) return screenId;
    return Object.keys(doc.screens)[0];
  };

  const { onAdd, onPlaceTemplate, onDrop } = usePalettePlacement(doc, selection, view, targetScreen, run);

  const copy = async (cut: boolean) => {
    if (!doc || !selection.length) return;
    await copyToClipboard(doc, selection);
    if (cut) run(deleteSelection(doc, selection));
  };

  const pasteClip = (clip: Clipboard | undefined) => {
    if (doc && clip) run(pasteInto(doc, clip, { type: 'paste', screen: targetScreen() }));
  };
  const paste = async () => pasteClip(await readClipboard());

  /** Ctrl+C and Ctrl+X on the canvas (the browser's copy and cut events, which keydown lets through). */
  const onCopyEvent = (event: ClipboardEvent<HTMLDivElement>, cut: boolean) => {
    if (!editor || !doc || editing || menu || !selection.length) return;
    event.preventDefault();
    copyIntoEvent(event.clipboardData, doc, selection);
    if (cut) run(deleteSelection(doc, selection));
  };
  const onPasteEvent = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!editor || !doc || editing || menu) return;
    event.preventDefault();
    pasteClip(clipboardOfEvent(event.clipboardData));
  };

  const selectedWidgets = doc ? selection.filter((id) => doc.widgets[id]) : [];
  /** Turns a flag on for the selected widgets, or off when all of them have it. */
  const toggleFlag = (flag: WidgetFlag) => {
    if (!doc || !selectedWidgets.length) return;
    run(flagWidgets(doc, selectedWidgets, flag, !selectedWidgets.every((id) => hasFlag(doc.widgets[id], flag))));
  };
  const group = () => doc && selectedWidgets.length > 1 && run(groupWidgets(doc, selectedWidgets, t('editor:group')));
  const ungroup = () => doc && run(ungroupWidgets(doc, selectedGroups(doc, selectedWidgets)));
  const makeTemplateOfSelection = () => {
    const first = doc && doc.widgets[selectedWidgets[0]];
    if (first) run(makeTemplate(doc, selectedWidgets, first.name || first.type));
  };
  const detachTemplate = () => doc && run(detachInstances(doc, selectedWidgets));
  const reorder = (move: ZMove) => doc && selectedWidgets.length && run(reorderWidgets(doc, selectedWidgets, move));
  const duplicate = () => {
    if (!doc) return;
    const screens = selection.filter((id) => doc.screens[id]);
    run(screens.length ? duplicateScreens(doc, screens, t('editor:copy')) : duplicateWidgets(doc, selectedWidgets));
  };
  const addNewScreen = (box?: { x: number; y: number; w?: number; h?: number }) => {
    if (!doc) return;
    showNew(run(addScreen(doc, t('editor:newScreen', { n: Object.keys(doc.screens).length + 1 }), box)));
  };
  const onDrawScreen = (box: Box) => {
    setDrawing(false);
    // a click instead of a drag: a screen of the device size there
    addNewScreen(box.w < 20 || box.h < 20 ? { x: box.x, y: box.y } : box);
  };

  /** Shift+F10 or the menu key: the menu opens at the selection (or the middle of the canvas). */
  const menuAtSelection = (): Point => {
    const box = doc && selection.map((id) => doc.widgets[id] ?? doc.screens[id]).find(Boolean);
    if (!box) return { x: area.width / 2, y: area.height / 2 };
    return { x: (box.x + box.w / 2) * view.scale + view.x, y: (box.y + box.h / 2) * view.scale + view.y };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!editor || !doc || editing || menu) return;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    const handled = () => event.preventDefault();
    if ((event.shiftKey && key === 'f10') || key === 'contextmenu') {
      handled();
      setMenu(menuAtSelection());
    } else if (mod && event.shiftKey && (key === 'l' || key === 'h')) {
      handled();
      toggleFlag(key === 'l' ? 'locked' : 'hidden');
    } else if (mod && event.altKey && key === 'k') {
      handled();
      makeTemplateOfSelection();
    } else if (mod && key === 'g') {
      handled();
      if (event.shiftKey) ungroup();
      else group();
    } else if (mod && (event.code === 'BracketRight' || event.code === 'BracketLeft')) {
      handled();
      const up = event.code === 'BracketRight';
      reorder(event.shiftKey ? (up ? 'front' : 'back') : up ? 'forward' : 'backward');
    } else if (event.shiftKey && !mod && ['Digit0', 'Digit1', 'Digit2'].includes(event.code)) {
      handled();
      if (event.code === 'Digit1') fit(undefined);
      else if (event.code === 'Digit2') fitSelection();
      else actualSize();
    } else if (!mod && (event.key === '+' || event.key === '=' || event.key === '-')) {
      handled();
      zoom(event.key === '-' ? 1 / ZOOM_STEP : ZOOM_STEP);
    } else if (!mod && key === 's') {
      handled();
      setDrawing((on) => !on);
    } else if (mod && key === 'z') {
      handled();
      if (event.shiftKey) editor.redo();
      else editor.undo();
    } else if (mod && key === 'y') {
      handled();
      editor.redo();
    } else if (mod && key === 'a') {
      handled();
      const target = targetScreen();
      if (target) select([...doc.screens[target].children]);
    } else if (mod && key === 'd') {
      handled();
      duplicate();
    } else if ((key === 'delete' || key === 'backspace') && selection.length) {
      handled();
      run(deleteSelection(doc, selection));
    } else if (event.key === '?') {
      handled();
      setSheet(true);
    } else if (key === 'escape') {
      handled();
      setDrawing(false);
      select([]);
    } else if (key === 'enter' && selection.length === 1 && doc.widgets[selection[0]]) {
      handled();
      setEditing(selection[0]);
    } else if (key.startsWith('arrow') && selection.length) {
      handled();
      const step = event.shiftKey ? 10 : 1;
      const dx = key === 'arrowleft' ? -step : key === 'arrowright' ? step : 0;
      const dy = key === 'arrowup' ? -step : key === 'arrowdown' ? step : 0;
      const nudge = moveRecords(doc, selection, dx, dy);
      if (nudge) run({ ...nudge, merge: `nudge:${selection.join(',')}` });
    }
  };

  /** Centres the view on a screen a command just made (at the scale the designer chose). */
  const showNew = (result: ReturnType<typeof run>) => {
    if (result?.ok && editor) centerOn(editor.selection[0]);
  };
  const showScreen = useStableCallback((id: string) => {
    select([id]);
    centerOn(id);
  });
  /** A double-click on an inherited copy: its master widget, selected on its master screen. */
  const openMaster = (widgetId: string) => {
    select([widgetId]);
    centerOn(editor && screenOf(editor.doc, widgetId));
  };
  const addScreenOfDevice = useStableCallback(() => addNewScreen());

  const centerOn = (screenId: string | undefined) => {
    const screen = screenId ? editor?.doc.screens[screenId] : undefined;
    if (!screen) return;
    setView((v) => ({
      ...v,
      x: Math.round(area.width / 2 - (screen.x + screen.w / 2) * v.scale),
      y: Math.round(area.height / 2 - (screen.y + screen.h / 2) * v.scale),
    }));
  };

  const zoom = (factor: number) => setView((v) => zoomAt(v, factor, { x: area.width / 2, y: area.height / 2 }));
  const fitSelection = () => {
    const box = doc && selectionBox(doc, selection);
    if (!box) fit(undefined);
    else if (area.width > 0) setView(fitBox(box, area.width, area.height, 40, 4));
  };
  const actualSize = () => setView((v) => zoomAt(v, 1 / v.scale, { x: area.width / 2, y: area.height / 2 }));

  if (app.isError) return <NotAvailable />;
  const screenName = screenId && doc?.screens[screenId]?.name;
  return (
    <div className="canvas-page">
      <CanvasBar
        appId={appId}
        title={doc?.name}
        screenName={screenName || undefined}
        editor={editor}
        state={state}
        status={status}
        readOnly={!editor && role !== undefined}
        mode={mode}
        onMode={setMode}
        onShortcuts={() => setSheet(true)}
        scale={view.scale}
        onZoom={zoom}
        onFit={() => fit(undefined)}
        onFitSelection={fitSelection}
        onActualSize={actualSize}
        grid={grid}
        onGrid={changeGrid}
      />
      <div className="editor-body">
        {editable && (
          <div className="editor-left">
            {editor && doc && (
              <>
                <ScreensPanel
                  doc={doc}
                  selection={selection}
                  run={run}
                  onShow={showScreen}
                  onAdd={addScreenOfDevice}
                  drawing={drawing}
                  onDraw={setDrawing}
                />
                <LayersPanel
                  doc={doc}
                  selection={selection}
                  screen={targetScreen()}
                  run={run}
                  onSelect={groups.selectLayer}
                />
                <WidgetPalette doc={doc} run={run} onAdd={onAdd} onPlaceTemplate={onPlaceTemplate} />
                <DesignTokensButton doc={doc} run={run} onSelect={select} />
              </>
            )}
          </div>
        )}
        <div
          className={`canvas-area${drawing ? ' drawing' : ''}`}
          ref={area.ref}
          data-testid="canvas-area"
          tabIndex={0}
          aria-label={editor ? t('editor:canvasLabel') : undefined}
          onKeyDown={onKeyDown}
          onCopy={(e) => onCopyEvent(e, false)}
          onCut={(e) => onCopyEvent(e, true)}
          onPaste={onPasteEvent}
          onDragOver={(e) => editor && isPaletteDrag(e.dataTransfer.types) && e.preventDefault()}
          onDrop={onDrop}
        >
          {app.isPending && <p className="page-status">{t('common:loading')}</p>}
          {doc && Object.keys(doc.screens).length === 0 && <p className="page-status">{t('design.empty')}</p>}
          {doc && area.width > 0 && viewFitted && (
            <CanvasScreens app={doc} view={view} width={area.width} height={area.height} preview={preview} />
          )}
          {doc && area.width > 0 && viewFitted && (
            <CanvasOverlay
              doc={doc}
              width={area.width}
              height={area.height}
              view={view}
              onView={setView}
              editable={Boolean(editor)}
              grid={grid}
              selection={editor ? selection : screenId ? [screenId] : []}
              onSelect={select}
              pickGroup={groups.pick}
              run={run}
              onDragPreview={preview.set}
              onOpenWidget={(id) => groups.enter(id) || setEditing(id)}
              linking={mode === 'prototype'}
              drawingScreen={drawing}
              onDrawScreen={onDrawScreen}
              onMenu={setMenu}
            >
              <InheritedLayer
                doc={doc}
                view={view}
                width={area.width}
                height={area.height}
                hint={(master) => editorT('inheritedFrom', { name: master.name || editorT('unnamed') })}
                onOpenMaster={editor ? openMaster : undefined}
                preview={preview}
              />
            </CanvasOverlay>
          )}
          {menu && (
            <ContextMenu
              at={menu}
              label={t('editor:menu')}
              items={
                doc
                  ? canvasMenu(editorT, doc, selection, targetScreen(), {
                      copy: (cut) => void copy(cut),
                      paste: () => void paste(),
                      duplicate,
                      editText: setEditing,
                      group,
                      ungroup,
                      makeTemplate: makeTemplateOfSelection,
                      detachTemplate,
                      reorder,
                      toggleFlag,
                      makeStart: (id) => run(setStartScreen(doc, id)),
                      addScreen: () => addNewScreen(),
                      select,
                      deleteSelection: () => run(deleteSelection(doc, selection)),
                    })
                  : []
              }
              onClose={() => {
                setMenu(null);
                area.ref.current?.focus();
              }}
            />
          )}
          {editor && editing && (
            <TextEditor
              editor={editor}
              widgetId={editing}
              view={view}
              onDone={() => {
                setEditing(undefined);
                area.ref.current?.focus();
              }}
            />
          )}
        </div>
        {editable && (
          <aside className="editor-side">
            {mode === 'prototype' && <p className="muted editor-hint">{t('editor:prototypeHint')}</p>}
            {editor && doc && (
              <>
                {selection.length === 1 && doc.lines[selection[0]] ? (
                  <LinksPanel doc={doc} source={doc.lines[selection[0]].from} only={selection[0]} run={run} />
                ) : selection.length ? (
                  <PropertiesPanel editor={editor} doc={doc} selection={selection} />
                ) : (
                  <p className="muted editor-hint">{t('editor:nothingSelected')}</p>
                )}
              </>
            )}
          </aside>
        )}
      </div>
      {sheet && (
        <ShortcutSheet
          onClose={() => {
            setSheet(false);
            area.ref.current?.focus();
          }}
        />
      )}
    </div>
  );
}
