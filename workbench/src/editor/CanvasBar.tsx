// The canvas's bar: back to the prototype, its name, design or prototype mode, undo and redo, the
// shortcut sheet, the saving state (or "read only"), and the zoom. Undo, redo and the sheet are
// the action table's, with their keys in the button's title.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Editor, Grid, RealtimePeer, SaveStatus } from '@protolab/shared';
import { actionById, labelOf, type ActionContext } from './actions';
import { PeerAvatars } from './coediting/PeerAvatars';
import { ariaKey, formatKey, onMac } from './keys';
import { SaveStatusText } from './SaveStatusText';
import { ViewMenu } from './ViewMenu';
import { ZoomControls } from './ZoomControls';

export type EditorMode = 'design' | 'prototype';

interface CanvasBarProps {
  appId: string;
  title: string | undefined;
  screenName: string | undefined;
  editor: Editor | undefined;
  /** what the bar's actions act on */
  context: ActionContext | undefined;
  status: SaveStatus | undefined;
  readOnly: boolean;
  mode: EditorMode;
  onMode(mode: EditorMode): void;
  scale: number;
  onZoom(factor: number): void;
  /** all screens */
  onFit(): void;
  /** the selection (all screens with nothing selected) */
  onFitSelection(): void;
  /** one canvas pixel to one screen pixel */
  onActualSize(): void;
  grid: Grid;
  onGrid(grid: Grid): void;
  /** the co-editors here */
  peers: readonly RealtimePeer[];
  /** why the co-editing connection was closed for good (editing stops), or that it is reconnecting */
  connectionNote?: { text: string; closed: boolean };
  /** the accessibility panel's toggle, while editing */
  accessibility?: { open: boolean; onToggle(): void };
}

export function CanvasBar(props: CanvasBarProps) {
  const { appId, title, screenName, editor, context, status, readOnly, mode, onMode, scale } = props;
  const { onZoom, onFit, onFitSelection, onActualSize } = props;
  const { t } = useTranslation(['apps', 'editor', 'a11y']);
  return (
    <header className="canvas-bar">
      <Link to="/apps/{$id}.html" params={{ id: appId }} className="back-link">
        {'← '}
        {t('canvas.back')}
      </Link>
      <h1 className="canvas-title">
        {title}
        {screenName && <span className="muted canvas-screen-name">{screenName}</span>}
      </h1>
      {editor && (
        <div className="editor-modes" role="group" aria-label={t('editor:mode')}>
          {(['design', 'prototype'] as const).map((m) => (
            <button
              key={m}
              type="button"
              className={`button small ${mode === m ? 'primary' : 'ghost'}`}
              aria-pressed={mode === m}
              onClick={() => onMode(m)}
            >
              {t(`editor:${m}`)}
            </button>
          ))}
        </div>
      )}
      {editor && context ? (
        <div className="editor-history" role="group">
          {(['undo', 'redo', 'sheet'] as const).map((id) => (
            <ActionButton key={id} id={id} context={context} />
          ))}
          <SaveStatusText status={status} />
        </div>
      ) : (
        readOnly && <span className="canvas-readonly">{t('canvas.readOnly')}</span>
      )}
      {editor && props.accessibility && (
        <button
          type="button"
          className={`button small ${props.accessibility.open ? 'primary' : 'ghost'}`}
          aria-pressed={props.accessibility.open}
          onClick={props.accessibility.onToggle}
        >
          {t('a11y:open')}
        </button>
      )}
      {props.connectionNote && (
        <span
          className={`canvas-connection${props.connectionNote.closed ? ' closed' : ''}`}
          role={props.connectionNote.closed ? 'alert' : 'status'}
          data-testid="connection-note"
        >
          {props.connectionNote.text}
        </span>
      )}
      <PeerAvatars peers={props.peers} />
      <ZoomControls scale={scale} onZoom={onZoom} onFit={onFit}>
        <ViewMenu
          onFitSelection={onFitSelection}
          onActualSize={onActualSize}
          grid={editor ? props.grid : undefined}
          onGrid={props.onGrid}
        />
      </ZoomControls>
    </header>
  );
}

/** A button of the action table: its label, its keys in the title, off when it does not apply. */
function ActionButton({ id, context }: { id: string; context: ActionContext }) {
  const { t } = useTranslation('editor');
  const action = actionById(id);
  const mac = onMac();
  const label = t(labelOf(action, context));
  const key = action.keys?.[0];
  return (
    <button
      type="button"
      className="button ghost small"
      disabled={action.when ? !action.when(context) : false}
      title={key && `${label} (${formatKey(key, t, mac)})`}
      aria-keyshortcuts={action.keys?.map((k) => ariaKey(k, mac)).join(' ')}
      onClick={() => action.run(context)}
    >
      {label}
    </button>
  );
}
