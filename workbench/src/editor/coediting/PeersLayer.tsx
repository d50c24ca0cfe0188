// The co-editors on the canvas, one Konva layer of their own over the selection: each one's
// selection outlined in their colour (one shape for all), the records they just changed outlined
// in their colour fading out within HIGHLIGHT_MS, and their pointers with a name tag. The stage
// holds five layers at most (Konva's advice); the pointers change up to 20 times a second per
// co-editor, so this layer redraws alone then, never the document's. Each pointer group is named
// `peer-pointer` and carries the co-editor's client id and name, so tests can read what is shown.
import { memo, useEffect, useState } from 'react';
import { Group, Layer, Line, Shape, Tag, Text, Label } from 'react-konva';
import type { App, Box, RealtimePeer } from '@protolab/shared';
import { HIGHLIGHT_MS, nameOf, type Highlight } from './coediting';

interface PeersLayerProps {
  doc: App;
  peers: readonly RealtimePeer[];
  highlights: readonly Highlight[];
  scale: number;
  /** the highlights are over: the session drops them */
  onExpire(): void;
}

const boxOf = (doc: App, id: string): Box | undefined => doc.widgets[id] ?? doc.screens[id];

export const PeersLayer = memo(function PeersLayer({ doc, peers, highlights, scale, onExpire }: PeersLayerProps) {
  // while something fades, a frame at a time
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!highlights.length) return;
    let frame = requestAnimationFrame(function tick(time) {
      setNow(time);
      if (highlights.some((h) => time - h.at < HIGHLIGHT_MS)) frame = requestAnimationFrame(tick);
      else onExpire();
    });
    return () => cancelAnimationFrame(frame);
  }, [highlights, onExpire]);

  const selections = peers.flatMap((peer) =>
    peer.selection.flatMap((id) => {
      const box = boxOf(doc, id);
      return box ? [{ id, box, color: peer.color, client: peer.client }] : [];
    }),
  );
  const lit = highlights.flatMap((h) => {
    const box = boxOf(doc, h.id);
    const left = 1 - (now - h.at) / HIGHLIGHT_MS;
    return box && left > 0 ? [{ ...h, box, alpha: Math.min(1, left) }] : [];
  });
  const pointers = peers.filter((p) => p.pointer);
  return (
    <Layer listening={false} visible={Boolean(selections.length || lit.length || pointers.length)}>
      <Shape
        name="peer-selections"
        ids={selections.map((s) => `${s.client}:${s.id}`)}
        highlights={lit.map((h) => h.id)}
        sceneFunc={(context) => {
          context.setAttr('lineWidth', 2 / scale);
          context.setLineDash([6 / scale, 3 / scale]);
          for (const s of selections) {
            context.setAttr('strokeStyle', s.color);
            context.strokeRect(s.box.x - 3 / scale, s.box.y - 3 / scale, s.box.w + 6 / scale, s.box.h + 6 / scale);
          }
          context.setLineDash([]);
          context.setAttr('lineWidth', 3 / scale);
          for (const h of lit) {
            context.setAttr('globalAlpha', h.alpha);
            context.setAttr('strokeStyle', h.color);
            context.strokeRect(h.box.x, h.box.y, h.box.w, h.box.h);
          }
          context.setAttr('globalAlpha', 1);
        }}
      />
      {pointers.map((peer) => (
        <Group
          key={peer.client}
          name="peer-pointer"
          client={peer.client}
          peerName={nameOf(peer)}
          x={peer.pointer!.x}
          y={peer.pointer!.y}
          scaleX={1 / scale}
          scaleY={1 / scale}
        >
          <Line points={[0, 0, 0, 16, 4, 12, 11, 12]} closed fill={peer.color} stroke="white" strokeWidth={1} />
          <Label x={10} y={14}>
            <Tag fill={peer.color} cornerRadius={3} />
            <Text text={nameOf(peer)} fill="white" fontSize={12} padding={3} />
          </Label>
        </Group>
      ))}
    </Layer>
  );
});
