// One read-only canvas of a version: its screens drawn by the canvas's one renderer, the canvas's
// overlay over them with editing off (a drag pans, nothing can be moved, typed or deleted), the
// selection outlined and the differences marked. Overlaid, the other document is drawn faintly over it.
import type { Dispatch, SetStateAction } from 'react';
import { gridOf, type App } from '@protolab/shared';
import { CanvasOverlay } from '../editor/CanvasOverlay';
import { CanvasScreens } from '../editor/CanvasScreens';
import type { View } from '../editor/viewport';
import { DifferenceMarks } from './DifferenceMarks';
import type { DifferenceMark } from './differenceMarks';

const ignore = () => undefined;

export interface PaneView {
  view: View;
  onView: Dispatch<SetStateAction<View>>;
  width: number;
  height: number;
}

export function VersionPane({
  doc,
  over,
  pane,
  selection,
  onSelect,
  marks,
}: {
  doc: App;
  /** overlaid: the older document, drawn faintly over this one */
  over?: App;
  pane: PaneView;
  selection: readonly string[];
  onSelect(ids: string[]): void;
  marks: readonly DifferenceMark[];
}) {
  const { view, width, height } = pane;
  if (width <= 0) return null;
  return (
    <>
      <CanvasScreens app={doc} view={view} width={width} height={height} />
      {over && (
        <div className="version-over" data-testid="version-over">
          <CanvasScreens app={over} view={view} width={width} height={height} />
        </div>
      )}
      <CanvasOverlay
        doc={doc}
        width={width}
        height={height}
        view={view}
        onView={pane.onView}
        editable={false}
        grid={gridOf(doc.grid)}
        linking={false}
        selection={selection}
        onSelect={onSelect}
        run={ignore}
        onDragPreview={ignore}
        onOpenWidget={ignore}
        drawingScreen={false}
        onDrawScreen={ignore}
        onMenu={ignore}
      >
        <DifferenceMarks marks={marks} scale={view.scale} />
      </CanvasOverlay>
    </>
  );
}
