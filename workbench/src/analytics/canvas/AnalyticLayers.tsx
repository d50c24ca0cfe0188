// The analytic canvas's own Konva layers, over the prototype's screens and under its links: the
// heat map on each screen, the journeys between screens, and each screen's sessions and drop-off.
import { memo, useMemo } from 'react';
import { Arrow, Image, Layer, Text } from 'react-konva';
import { borderPoint, type App, type Box, type JourneyFigures } from '@protolab/shared';
import type { HeatMode, ScreenHeat } from '@protolab/shared';
import { CountLabel } from '../../editor/CountLabel';
import { heatCanvas } from '../heatCanvas';

/** Heat images are painted at most this wide (screen px); Konva stretches them to the screen. */
const HEAT_IMAGE_WIDTH = 480;
/** Screens drawn narrower than this (px) get no line of figures under them. */
const MIN_LABELLED_WIDTH = 140;
const JOURNEY_COLOR = 'rgba(234, 88, 12, 0.85)';
/** The widest a journey gets when every session made that move (canvas px). */
const JOURNEY_WIDTH = 14;
/** How far a journey bows to its right, so the way there and the way back do not overlap (canvas px). */
const JOURNEY_BOW = 60;

export const HeatLayer = memo(function HeatLayer({
  app,
  heat,
  mode,
}: {
  app: App;
  heat: readonly ScreenHeat[];
  mode: HeatMode;
}) {
  const images = useMemo(
    () =>
      heat.flatMap((h) => {
        const screen = app.screens[h.screen];
        if (!screen || screen.w <= 0 || screen.h <= 0) return [];
        const width = Math.min(screen.w, HEAT_IMAGE_WIDTH);
        const image = heatCanvas(h.grids[mode], h.cols, h.rows, width, (width * screen.h) / screen.w);
        return image ? [{ screen, image }] : [];
      }),
    [app.screens, heat, mode],
  );
  return (
    <Layer listening={false}>
      {images.map(({ screen, image }) => (
        <Image key={screen.id} image={image} x={screen.x} y={screen.y} width={screen.w} height={screen.h} />
      ))}
    </Layer>
  );
});

/** A move's arrow from border to border, bowed to the right of the way it goes, and its middle. */
function journeyPath(from: Box, to: Box) {
  const start = borderPoint(from, { x: to.x + to.w / 2, y: to.y + to.h / 2 });
  const end = borderPoint(to, { x: from.x + from.w / 2, y: from.y + from.h / 2 });
  const length = Math.hypot(end.x - start.x, end.y - start.y) || 1;
  const mid = {
    x: (start.x + end.x) / 2 - ((end.y - start.y) / length) * JOURNEY_BOW,
    y: (start.y + end.y) / 2 + ((end.x - start.x) / length) * JOURNEY_BOW,
  };
  return { points: [start.x, start.y, mid.x, mid.y, end.x, end.y], mid };
}

/** The moves between screens as bowed arrows, as wide as their share of sessions, with their counts. */
export const JourneysLayer = memo(function JourneysLayer({
  app,
  journeys,
  scale,
}: {
  app: App;
  journeys: JourneyFigures;
  /** the view's scale: the counts keep their size on screen at any zoom */
  scale: number;
}) {
  const busiest = Math.max(1, ...journeys.transitions.map((move) => move.sessions));
  const paths = journeys.transitions.flatMap((move) => {
    const from = app.screens[move.from];
    const to = app.screens[move.to];
    return from && to ? [{ key: `${move.from}>${move.to}`, move, ...journeyPath(from, to) }] : [];
  });
  return (
    <Layer listening={false}>
      {paths.map(({ key, move, points }) => (
        <Arrow
          key={key}
          points={points}
          tension={0.5}
          stroke={JOURNEY_COLOR}
          fill={JOURNEY_COLOR}
          strokeWidth={2 + (JOURNEY_WIDTH * move.sessions) / busiest}
          pointerLength={12}
          pointerWidth={12}
        />
      ))}
      {/* the counts after every arrow, so none lies under another's stroke */}
      {paths.map(({ key, move, mid }) => (
        <CountLabel key={key} x={mid.x} y={mid.y} rise={8} scale={scale} count={move.sessions} color="#9a3412" />
      ))}
    </Layer>
  );
});

/** Under each screen: its line of figures (sessions, and how many ended there). */
export const ScreenFiguresLayer = memo(function ScreenFiguresLayer({
  app,
  labels,
  scale,
}: {
  app: App;
  labels: ReadonlyMap<string, string>;
  /** the view's scale: the labels keep their size on screen at any zoom */
  scale: number;
}) {
  return (
    <Layer listening={false}>
      {[...labels].map(([id, label]) => {
        const screen = app.screens[id];
        // too small to read beside its neighbours: the panel's table says the same
        if (!screen || screen.w * scale < MIN_LABELLED_WIDTH) return null;
        return (
          <Text
            key={id}
            x={screen.x}
            y={screen.y + screen.h + 6 / scale}
            width={screen.w}
            text={label}
            fontSize={12 / scale}
            fill="#1f2937"
          />
        );
      })}
    </Layer>
  );
});
