// The differences of two versions drawn over a canvas, in the overlay, not by the renderer: a frame
// around each record in its kind's colour, as thick at every zoom. Each frame is a shape named
// "version-mark" holding its record's id as `recordId` and its kind as `kind`.
import { Layer, Rect } from 'react-konva';
import { DIFFERENCE_COLORS, type DifferenceMark } from './differenceMarks';

const MARK_PX = 3;

export function DifferenceMarks({ marks, scale }: { marks: readonly DifferenceMark[]; scale: number }) {
  return (
    <Layer listening={false} visible={marks.length > 0}>
      {marks.map((mark) => (
        <Rect
          key={`${mark.id}|${mark.kind}|${mark.old ? 'old' : 'new'}`}
          name="version-mark"
          recordId={mark.id}
          kind={mark.kind}
          x={mark.box.x - MARK_PX / scale}
          y={mark.box.y - MARK_PX / scale}
          width={mark.box.w + (2 * MARK_PX) / scale}
          height={mark.box.h + (2 * MARK_PX) / scale}
          stroke={DIFFERENCE_COLORS[mark.kind]}
          strokeWidth={MARK_PX}
          strokeScaleEnabled={false}
          dash={mark.old ? [6, 4] : undefined}
          listening={false}
        />
      ))}
    </Layer>
  );
}
