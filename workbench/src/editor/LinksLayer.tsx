// The links of the canvas as Konva arrows through their bend points (the selected one
// highlighted), and the logic widgets, which only the editor draws (the renderer leaves them out).
// A conditional link is dashed with a diamond (a decision) halfway; a branching one is purple with
// a dot where it leaves its source, so forks in a tester's path show at a glance.
// Redrawn only when the document, the selected link or the traffic changes. The handles of the
// selected link's bend points are drawn with the selection, which follows the zoom.
import { Fragment, memo, useMemo } from 'react';
import { Arrow, Circle, Layer, Line, RegularPolygon, Text } from 'react-konva';
import {
  BEND_HANDLE_PX,
  halfway,
  isLogicWidget,
  linkArrows,
  linkKind,
  segmentMiddles,
  type App,
  type LinkArrow,
  type Traffic,
} from '@protolab/shared';
import { CountLabel } from './CountLabel';

export const SELECT_COLOR = '#4f46e5';
// the see-through is in the colour: an opacity would make Konva draw each arrow through a stage-sized buffer
const LINK_COLOR = 'rgba(34, 184, 207, 0.9)';
const LOGIC_COLOR = '#7c3aed';
const BRANCH_COLOR = 'rgba(124, 58, 237, 0.9)';

/** The widest a link gets when it carries every session's traffic (canvas px). */
const TRAFFIC_WIDTH = 14;

/**
 * The links as arrows (the selected one highlighted), and the logic widgets, which only the editor
 * draws. With `traffic`, each link is as wide as its share of the busiest one and labelled with its
 * sessions; links nobody followed are dashed.
 */
export const LinksLayer = memo(function LinksLayer({
  doc,
  selected,
  traffic,
  labelScale = 1,
}: {
  doc: App;
  selected: string | undefined;
  traffic: Record<string, Traffic> | undefined;
  /** with traffic, the view's scale: the counts keep their size on screen at any zoom */
  labelScale?: number;
}) {
  const arrows = useMemo(
    () => linkArrows(doc).map((arrow) => ({ ...arrow, ...linkKind(doc, doc.lines[arrow.id]) })),
    [doc],
  );
  const busiest = traffic ? Math.max(1, ...Object.values(traffic).map((t) => t.sessions)) : 1;
  const logic = useMemo(() => Object.values(doc.widgets).filter((w) => isLogicWidget(w.type)), [doc]);
  return (
    <Layer listening={false}>
      {logic.map((widget) => (
        <Fragment key={widget.id}>
          <RegularPolygon
            x={widget.x + widget.w / 2}
            y={widget.y + widget.h / 2}
            sides={4}
            radius={Math.min(widget.w, widget.h) / 2}
            fill="#f5f3ff"
            stroke={LOGIC_COLOR}
            strokeWidth={2}
          />
          <Text
            x={widget.x}
            y={widget.y + widget.h / 2 - 6}
            width={widget.w}
            align="center"
            text={widget.type === 'LogicOr' ? 'OR' : widget.type}
            fontSize={12}
            fontStyle="bold"
            fill={LOGIC_COLOR}
          />
        </Fragment>
      ))}
      {arrows.map((arrow) => {
        const color = arrow.id === selected ? SELECT_COLOR : arrow.branching ? BRANCH_COLOR : LINK_COLOR;
        const sessions = traffic?.[arrow.id]?.sessions ?? 0;
        const middle = halfway(arrow.points);
        // with traffic, a dash means nobody followed the link; the diamond still tells a condition
        const dash = traffic ? (sessions ? undefined : [8, 6]) : arrow.conditional ? [8, 5] : undefined;
        return (
          <Fragment key={arrow.id}>
            <Arrow
              name="link"
              lineId={arrow.id}
              points={arrow.points}
              stroke={color}
              fill={color}
              strokeWidth={arrow.id === selected ? 4 : traffic ? 2 + (TRAFFIC_WIDTH * sessions) / busiest : 2}
              dash={dash}
              pointerLength={12}
              pointerWidth={12}
            />
            {arrow.branching && (
              <Circle
                name="link-branch"
                lineId={arrow.id}
                x={arrow.points[0]}
                y={arrow.points[1]}
                radius={6}
                fill={color}
              />
            )}
            {arrow.conditional && (
              <RegularPolygon
                name="link-condition"
                lineId={arrow.id}
                x={middle.x}
                y={middle.y}
                sides={4}
                radius={10}
                fill="#ffffff"
                stroke={color}
                strokeWidth={2}
              />
            )}
            {traffic && (
              <CountLabel x={middle.x} y={middle.y} rise={20} scale={labelScale} count={sessions} color="#0e7490" />
            )}
          </Fragment>
        );
      })}
    </Layer>
  );
});

/**
 * The handles of the selected link: a ring on each bend point (drag to move it, double-click to
 * remove it) and a small "+" in the middle of each segment (drag to pull a new bend point out).
 */
export function BendHandles({ arrow, scale }: { arrow: LinkArrow; scale: number }) {
  // the radius the gestures pick them within, the same on screen at any zoom
  const r = BEND_HANDLE_PX / scale;
  return (
    <>
      {arrow.bends.map((index, i) => (
        <Circle
          key={`bend-${index}`}
          name="bend"
          x={arrow.points[2 * i + 2]}
          y={arrow.points[2 * i + 3]}
          radius={r}
          fill="#ffffff"
          stroke={SELECT_COLOR}
          strokeWidth={2 / scale}
          listening={false}
        />
      ))}
      {segmentMiddles(arrow.points).map((middle, i) => (
        <Fragment key={`pull-${i}`}>
          <Circle name="bend-add" x={middle.x} y={middle.y} radius={r} fill={SELECT_COLOR} listening={false} />
          <Line
            points={[middle.x - r / 2, middle.y, middle.x + r / 2, middle.y]}
            stroke="#ffffff"
            strokeWidth={1.5 / scale}
            listening={false}
          />
          <Line
            points={[middle.x, middle.y - r / 2, middle.x, middle.y + r / 2]}
            stroke="#ffffff"
            strokeWidth={1.5 / scale}
            listening={false}
          />
        </Fragment>
      ))}
    </>
  );
}
