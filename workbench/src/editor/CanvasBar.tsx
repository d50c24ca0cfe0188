// The canvas's bar: back to the prototype, its name, design or prototype mode, undo and redo, the
// shortcut sheet, the saving state (or "read only"), and the zoom.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Editor, EditorState, Grid, SaveStatus } from '@protolab/shared';
import { SaveStatusText } from './SaveStatusText';
import { ViewMenu } from './ViewMenu';
import { ZoomControls } from './ZoomControls';

export type EditorMode = 'design' | 'prototype';

interface CanvasBarProps {
  appId: string;
  title: string | undefined;
  screenName: string | undefined;
  editor: Editor | undefined;
  state: EditorState | undefined;
  status: SaveStatus | undefined;
  readOnly: boolean;
  mode: EditorMode;
  onMode(mode: EditorMode): void;
  onShortcuts(): void;
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
}

export function CanvasBar(props: CanvasBarProps) {
  const { appId, title, screenName, editor, state, status, readOnly, mode, onMode, onShortcuts, scale } = props;
  const { onZoom, onFit, onFitSelection, onActualSize } = props;
  const { t } = useTranslation(['apps', 'editor']);
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
      {editor ? (
        <div className="editor-history" role="group">
          <button type="button" className="button ghost small" disabled={!state?.canUndo} onClick={() => editor.undo()}>
            {t('editor:undo')}
          </button>
          <button type="button" className="button ghost small" disabled={!state?.canRedo} onClick={() => editor.redo()}>
            {t('editor:redo')}
          </button>
          <button type="button" className="button ghost small" onClick={() => onShortcuts()}>
            {t('editor:shortcuts')}
          </button>
          <SaveStatusText status={status} />
        </div>
      ) : (
        readOnly && <span className="canvas-readonly">{t('canvas.readOnly')}</span>
      )}
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
