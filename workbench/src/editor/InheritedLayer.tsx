// The widgets screens inherit from their master screens, on the canvas: a faint dashed outline
// marks each copy. Copies are changed on their master: pointing at one names that master in the
// canvas's tooltip, and a double-click selects the master widget (a click selects the screen, as
// `pick` finds only own widgets). A dragged screen takes its marks along.
import type Konva from 'konva';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Group, Layer, Rect } from 'react-konva';
import { pickInherited, resolveScreenWidgets, type App, type Screen } from '@protolab/shared';
import type { DragPreviewStore } from './dragPreview';
import { overlaps, visibleBox, type View } from './viewport';

const INHERITED_COLOR = 'rgba(79, 70, 229, 0.55)';

interface InheritedLayerProps {
  doc: App;
  view: View;
  /** the area's size (px) */
  width: number;
  height: number;
  /** the tooltip over a copy of a widget of `master` */
  hint(master: Screen): string;
  /** a double-click on a copy, with its master widget (left out where nothing may be edited) */
  onOpenMaster?(widgetId: string): void;
  /** the records being dragged */
  preview: DragPreviewStore;
}

export const InheritedLayer = memo(function InheritedLayer(props: InheritedLayerProps) {
  const { doc, view, width, height } = props;
  const layer = useRef<Konva.Layer>(null);
  const latest = useRef(props);
  latest.current = props;
  const screens = useMemo(
    () =>
      Object.values(doc.screens)
        .filter((s) => s.parents?.length)
        .map((s) => ({ id: s.id, box: s, copies: resolveScreenWidgets(doc, s.id).filter((w) => w.inherited) })),
    [doc],
  );

  // a dragged screen's marks move with it, straight in Konva, as its drawing does (CanvasScreens)
  const { preview } = props;
  useEffect(
    () =>
      preview.subscribe((moving) => {
        const node = layer.current;
        if (!node) return;
        for (const group of node.getChildren()) {
          const moved = moving?.ids.includes(group.id());
          group.position(moving && moved ? { x: moving.dx, y: moving.dy } : { x: 0, y: 0 });
        }
        node.batchDraw();
      }),
    [preview],
  );

  useEffect(() => {
    const stage = layer.current?.getStage();
    if (!stage) return;
    const container = stage.container();
    const copyAtPointer = () => {
      const at = stage.getRelativePointerPosition();
      return at ? pickInherited(latest.current.doc, at) : undefined;
    };
    stage.on('mousemove.inherited', () => {
      const copy = copyAtPointer();
      const title = copy ? latest.current.hint(latest.current.doc.screens[copy.master]) : '';
      if (container.title !== title) container.title = title;
    });
    stage.on('mouseup.inherited', (event: Konva.KonvaEventObject<MouseEvent>) => {
      if (event.evt.button !== 0 || event.evt.detail !== 2) return;
      const copy = copyAtPointer();
      if (copy) latest.current.onOpenMaster?.(copy.widget);
    });
    return () => {
      stage.off('.inherited');
      container.title = '';
    };
  }, []);

  const inView = visibleBox(view, width, height, 0);
  const shown = screens.filter((s) => s.copies.length && overlaps(s.box, inView));
  return (
    // an empty layer is hidden: its canvas is not cleared and sent to the compositor on every frame of a pan
    <Layer ref={layer} listening={false} visible={shown.length > 0}>
      {shown.map((s) => (
        <Group key={s.id} id={s.id}>
          {s.copies.map((w) => (
            <Rect
              key={w.id}
              id={w.id}
              name="inherited"
              x={w.x}
              y={w.y}
              width={w.w}
              height={w.h}
              stroke={INHERITED_COLOR}
              strokeWidth={1}
              dash={[4, 3]}
              strokeScaleEnabled={false}
              listening={false}
            />
          ))}
        </Group>
      ))}
    </Layer>
  );
});
