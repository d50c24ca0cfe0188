// apps/{id}/create.html and apps/{id}/design/{sid}.html: the editor. An infinite canvas of the
// prototype's screens, drawn by the one renderer, with the selection and links over them; the
// widget palette and the properties of the selection beside it. Every change is a command of the
// headless editor (shared/src/editor), saved by its saver. Team members who may only read see the
// same canvas without the editing.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addScreen,
  REALTIME_CLOSE,
  screenOf,
  type A11yFinding,
  type Box,
  type CommandDraft,
  type EndedGesture,
  type Point,
  type RealtimePeer,
} from '@protolab/shared';
import { banners } from '../shell/banners';
import { AccessibilityPanel } from './a11y/AccessibilityPanel';
import { findingBox, findingRecord } from './a11y/findingPlace';
import { FindingMarks } from './a11y/FindingMarks';
import { useAccessibilityCheck, type A11yScope } from './a11y/useAccessibilityCheck';
import { useEngineCheck } from './a11y/useEngineCheck';
import { PeersLayer } from './coediting/PeersLayer';
import { useMyRole, useTeam } from '../prototypes/queries';
import { NotAvailable } from '../share/SharePage';
import { EDITOR_ACTIONS, menuItems, type ActionContext } from './actions';
import { ArrangeToolbar } from './ArrangeToolbar';
import { FigmaImportButton } from '../figma/FigmaImportButton';
import { ApiImportButton } from '../apiImport/ApiImportButton';
import { GenerateScreenButton } from '../ai/GenerateScreenButton';
import { PageImportButtons } from '../import/PageImportButtons';
import { CanvasBar, type EditorMode } from './CanvasBar';
import { VersionsButton } from '../versions/VersionsButton';
import { VersionPage, type VersionRoute } from '../versions/VersionPage';
import { CanvasOverlay } from './CanvasOverlay';
import { CanvasScreens } from './CanvasScreens';
import { useCanvasApp } from './canvasQueries';
import { ContextMenu } from './ContextMenu';
import { DragPreviewStore } from './dragPreview';
import { InheritedLayer } from './InheritedLayer';
import { onMac } from './keys';
import { LayersPanel } from './layers/LayersPanel';
import { LinksPanel } from './LinksPanel';
import { InteractionPanel } from './properties/InteractionPanel';
import { PropertiesPanel } from './properties/PropertiesPanel';
import { ScreensPanel } from './ScreensPanel';
import { ShortcutSheet } from './ShortcutSheet';
import { StackedPanels } from './StackedPanels';
import { DesignTokensButton } from './tokens/DesignTokensButton';
import { ImportMenu } from './ImportMenu';
import { TextEditor } from './TextEditor';
import { useCanvasView } from './useCanvasView';
import { useEditorKeys } from './useEditorKeys';
import { useCoeditingState, useEditorSession, useEditorState, useSaveStatus } from './useEditorSession';
import { useGroupScope } from './useGroupScope';
import { useGridSetting } from './useGridSetting';
import { useStableCallback } from '../ui/useStableCallback';
import { isPaletteDrag } from './palette/paletteDrag';
import { WidgetPalette } from './WidgetPalette';
import { usePalettePlacement } from './usePalettePlacement';
import './editor.css';

const NO_PEERS: readonly RealtimePeer[] = [];
const NO_HIGHLIGHTS: readonly never[] = [];

/** `accessibility`: the accessibility panel opens with the page (the share dialog's link to the findings). */
export function CanvasPage({
  appId,
  screenId,
  accessibility = false,
  generate = false,
  version,
}: {
  appId: string;
  screenId?: string;
  accessibility?: boolean;
  /** the AI generator's dialog opens with the page ("Generate screen…" on New prototype) */
  generate?: boolean;
  /** a saved version drawn read only instead, or compared (the editing session stays, to restore it) */
  version?: VersionRoute;
}) {
  const { t } = useTranslation(['apps', 'editor', 'common']);
  const { t: editorT } = useTranslation('editor');
  const app = useCanvasApp(appId);
  const role = useMyRole(appId);
  const layoutKnown = !useTeam(appId).isPending; // the role: whether the editor's panels take room
  const { live, connection } = useEditorSession(appId, app.data, role);
  // closed for good (removed from the team, session expired): the canvas stops editing
  const closed = connection.state === 'closed' ? connection : undefined;
  const editable = (role === 'owner' || role === 'write') && !closed;
  const session = closed ? undefined : live?.session;
  const coediting = live?.coediting;
  const state = useEditorState(session);
  const status = useSaveStatus(session);
  const co = useCoeditingState(coediting);
  const doc = state?.doc ?? co?.doc ?? app.data;
  const selection = state?.selection ?? [];
  const canvas = useCanvasView(doc, screenId, layoutKnown);
  const { area, view, setView } = canvas;
  const page = useRef<HTMLDivElement>(null);
  const [preview] = useState(() => new DragPreviewStore());
  const [editing, setEditing] = useState<string>();
  const [mode, setMode] = useState<EditorMode>('design');
  const [sheet, setSheet] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const [menu, setMenu] = useState<Point | null>(null);
  const editor = session?.editor;
  const [grid, changeGrid] = useGridSetting(appId, doc?.grid);

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

  // what this designer shows the others: the screen they are on and their selection
  const shownScreen = doc ? targetScreen() : undefined;
  const [checking, setChecking] = useState(accessibility);
  const [checkScope, setCheckScope] = useState<A11yScope>('all');
  const documentFindings = useAccessibilityCheck(doc, checking, checkScope, shownScreen);
  const engine = useEngineCheck(doc, checking, checkScope, shownScreen, documentFindings);
  const findings = useMemo(
    () => (engine.findings.length ? [...documentFindings, ...engine.findings] : documentFindings),
    [documentFindings, engine.findings],
  );
  const presenceSelection = selection.join(' ');
  useEffect(() => {
    live?.connection.presence({ screen: shownScreen ?? null, selection: presenceSelection.split(' ').filter(Boolean) });
  }, [live, shownScreen, presenceSelection]);
  const onPointer = useCallback((at: Point | null) => live?.connection.presence({ pointer: at }), [live]);
  const peers = co?.peers ?? NO_PEERS;
  const peersOn = useMemo(() => {
    const on = new Map<string, RealtimePeer[]>();
    for (const peer of peers) if (peer.screen) on.set(peer.screen, [...(on.get(peer.screen) ?? []), peer]);
    return on;
  }, [peers]);
  const expireHighlights = useCallback(() => coediting?.expireHighlights(), [coediting]);
  const deletedNotice = (ids: readonly string[]) => {
    const by = ids.map((id) => coediting?.deletedBy(id)).find(Boolean);
    banners.hint(editorT('coediting.deletedBy', { name: by ?? editorT('coediting.someone') }));
  };
  const onGestureEnded = (ended: EndedGesture) => deletedNotice(ended.gone);
  // the widget whose text is being typed went (a co-editor deleted it): the field closes, saying who
  useEffect(() => {
    if (editing && doc && !doc.widgets[editing]) {
      setEditing(undefined);
      deletedNotice([editing]);
    }
  }, [editing, doc]);
  const connectionNote = closed
    ? {
        closed: true,
        text:
          closed.code === REALTIME_CLOSE.forbidden
            ? editorT('coediting.removed')
            : closed.code === REALTIME_CLOSE.unauthenticated
              ? editorT('coediting.expired')
              : editorT('coediting.gone'),
      }
    : live && connection.state === 'offline' && status?.state !== 'offline'
      ? { closed: false, text: editorT('coediting.reconnecting') }
      : undefined;

  const { onAdd, onPlaceTemplate, onDrop } = usePalettePlacement(doc, selection, view, targetScreen, run);

  const addNewScreen = (box?: { x: number; y: number; w?: number; h?: number }) => {
    if (!doc) return;
    const made = run(addScreen(doc, t('editor:newScreen', { n: Object.keys(doc.screens).length + 1 }), box));
    if (made?.ok && editor) centerOn(editor.selection[0]);
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

  const actions: ActionContext | undefined =
    editor && doc
      ? {
          editor,
          doc,
          selection,
          target: targetScreen(),
          t: editorT,
          view: {
            editText: setEditing,
            openMenu: () => setMenu(menuAtSelection()),
            openSheet: () => setSheet(true),
            setDrawing,
            addScreen: () => addNewScreen(),
            zoom: canvas.zoom,
            fitAll: canvas.fitAll,
            fitSelection: () => canvas.fitSelection(selection),
            actualSize: canvas.actualSize,
          },
        }
      : undefined;
  useEditorKeys(EDITOR_ACTIONS, actions, page, !editing && !menu);

  const centerOn = (id: string | undefined) => canvas.centerOn(id ? editor?.doc.screens[id] : undefined);
  const showScreen = useStableCallback((id: string) => {
    select([id]);
    canvas.fitScreen(id);
  });
  /** A double-click on an inherited copy: its master widget, selected on its master screen. */
  const openMaster = (widgetId: string) => {
    select([widgetId]);
    centerOn(editor && screenOf(editor.doc, widgetId));
  };
  const addScreenOfDevice = useStableCallback(() => addNewScreen());
  /** A finding's row: its widget (the stored one, a master's for a copy) or screen selected, and its place in the middle. */
  const showFinding = (finding: A11yFinding) => {
    select([findingRecord(finding) ?? finding.screenId]);
    canvas.centerOn(doc && findingBox(doc, finding));
  };

  if (app.isError) return <NotAvailable />;
  if (version)
    return <VersionPage appId={appId} route={version} current={doc} editor={editor} saver={session?.saver} />;
  const screenName = screenId && doc?.screens[screenId]?.name;
  return (
    <div className="canvas-page" ref={page}>
      <CanvasBar
        appId={appId}
        title={doc?.name}
        screenName={screenName || undefined}
        editor={editor}
        context={actions}
        status={status}
        readOnly={!editor && role !== undefined}
        mode={mode}
        onMode={setMode}
        scale={view.scale}
        onZoom={canvas.zoom}
        onFit={canvas.fitAll}
        onFitSelection={() => canvas.fitSelection(selection)}
        onActualSize={canvas.actualSize}
        grid={grid}
        onGrid={changeGrid}
        peers={peers}
        connectionNote={connectionNote}
        accessibility={editable ? { open: checking, onToggle: () => setChecking((on) => !on) } : undefined}
      />
      <div className="editor-body">
        {editable && (
          <div className="editor-left">
            {editor && doc && (
              <>
                <StackedPanels
                  top={
                    <ScreensPanel
                      doc={doc}
                      selection={selection}
                      run={run}
                      onShow={showScreen}
                      onAdd={addScreenOfDevice}
                      drawing={drawing}
                      onDraw={setDrawing}
                      peersOn={peersOn}
                    />
                  }
                  bottom={
                    <LayersPanel
                      doc={doc}
                      selection={selection}
                      screen={targetScreen()}
                      run={run}
                      onSelect={groups.selectLayer}
                    />
                  }
                />
                <WidgetPalette doc={doc} run={run} onAdd={onAdd} onPlaceTemplate={onPlaceTemplate} />
                <DesignTokensButton doc={doc} run={run} onSelect={select} />
                {session && <VersionsButton appId={appId} editor={editor} saver={session.saver} />}
                <ImportMenu startOpen={generate}>
                  <PageImportButtons editor={editor} screen={shownScreen} />
                  <FigmaImportButton editor={editor} />
                  <ApiImportButton editor={editor} />
                  <GenerateScreenButton editor={editor} startOpen={generate} />
                </ImportMenu>
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
          onDragOver={(e) => editor && isPaletteDrag(e.dataTransfer.types) && e.preventDefault()}
          onDrop={onDrop}
        >
          {app.isPending && <p className="page-status">{t('common:loading')}</p>}
          {doc && Object.keys(doc.screens).length === 0 && <p className="page-status">{t('design.empty')}</p>}
          {doc && area.width > 0 && canvas.fitted && (
            <CanvasScreens app={doc} view={view} width={area.width} height={area.height} preview={preview} />
          )}
          {doc && area.width > 0 && canvas.fitted && (
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
              onPointer={coediting ? onPointer : undefined}
              onGestureEnded={onGestureEnded}
              over={
                coediting && (
                  <PeersLayer
                    doc={doc}
                    peers={peers}
                    highlights={co?.highlights ?? NO_HIGHLIGHTS}
                    scale={view.scale}
                    onExpire={expireHighlights}
                  />
                )
              }
            >
              {checking && <FindingMarks doc={doc} findings={findings} scale={view.scale} preview={preview} />}
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
          {actions && <ArrangeToolbar context={actions} />}
          {menu && (
            <ContextMenu
              at={menu}
              label={t('editor:menu')}
              items={actions ? menuItems(actions, onMac()) : []}
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
                {checking && (
                  <AccessibilityPanel
                    doc={doc}
                    findings={findings}
                    scope={checkScope}
                    onScope={setCheckScope}
                    onShow={showFinding}
                    run={run}
                    enginePending={engine.pending}
                    onClose={() => {
                      setChecking(false);
                      area.ref.current?.focus();
                    }}
                  />
                )}
                {engine.host}
                {selection.length === 1 && doc.lines[selection[0]] ? (
                  <LinksPanel doc={doc} source={doc.lines[selection[0]].from} only={selection[0]} run={run} />
                ) : selection.length && mode === 'prototype' ? (
                  <InteractionPanel doc={doc} selection={selection} run={run} />
                ) : selection.length ? (
                  <PropertiesPanel editor={editor} doc={doc} selection={selection} onSelectLayer={groups.selectLayer} />
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
