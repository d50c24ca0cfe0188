// The links of the canvas as Konva arrows (the selected one highlighted), and the logic widgets,
// which only the editor draws (the renderer leaves them out). Redrawn only when the document, the
// selected link or the traffic changes.
import { Fragment, memo, useMemo } from 'react';
import { Arrow, Layer, RegularPolygon, Text } from 'react-konva';
import { isLogicWidget, linkArrows, type App, type Traffic } from '@protolab/shared';

export const SELECT_COLOR = '#4f46e5';
// the see-through is in the colour: an opacity would make Konva draw each arrow through a stage-sized buffer
const LINK_COLOR = 'rgba(34, 184, 207, 0.9)';
const LOGIC_COLOR = '#7c3aed';

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
  const arrows = useMemo(() => linkArrows(doc), [doc]);
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
        const color = arrow.id === selected ? SELECT_COLOR : LINK_COLOR;
        const sessions = traffic?.[arrow.id]?.sessions ?? 0;
        const [x1, y1, x2, y2] = arrow.points;
        return (
          <Fragment key={arrow.id}>
            <Arrow
              points={arrow.points}
              stroke={color}
              fill={color}
              strokeWidth={arrow.id === selected ? 4 : traffic ? 2 + (TRAFFIC_WIDTH * sessions) / busiest : 2}
              dash={traffic && !sessions ? [8, 6] : undefined}
              pointerLength={10}
              pointerWidth={10}
            />
            {traffic && (
              <Text
                x={(x1 + x2) / 2 - 30 / labelScale}
                y={(y1 + y2) / 2 - 20 / labelScale}
                width={60 / labelScale}
                align="center"
                text={String(sessions)}
                fontSize={15 / labelScale}
                fontStyle="bold"
                fill="#0e7490"
                stroke="#ffffff"
                strokeWidth={3 / labelScale}
                fillAfterStrokeEnabled
              />
            )}
          </Fragment>
        );
      })}
    </Layer>
  );
});
