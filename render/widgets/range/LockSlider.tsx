import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { BoxText } from '../../parts/BoxText';
import { IconGlyph } from '../../parts/IconGlyph';
import { useFocusRing } from '../../parts/rangeFocus';
import { boxCss, colorOf, num, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { cornersCss } from './pieces';
import { clamp, useDraft } from './useDraft';

/** Let go beyond this share of the way, the slider goes on to the end: unlocked. */
const UNLOCK_AT = 0.8;

/**
 * "Slide to unlock": the label in the box, a square handle at its left uncovering `foregroundColor`
 * as it is dragged. Let go near the end it is on, before that it slides back. Keys: Space or Enter
 * toggle, arrows and Home / End set.
 */
export default function LockSlider({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  // what the tester slid shows at once, whatever the player makes of it
  const draft = useDraft(value === true, onValue);
  const on = draft.shown;
  const [drag, setDrag] = useState<number | null>(null);
  const start = useRef<{ x: number; share: number; room: number } | null>(null);
  const { ringCss, focusHandlers } = useFocusRing();

  const side = (key: string) => num(style[`padding${key}`]) ?? 0;
  const edge = (key: string) => num(style[`border${key}Width`]) ?? 0;
  const inner = {
    w: view.box.w - side('Left') - side('Right') - edge('Left') - edge('Right'),
    h: view.box.h - side('Top') - side('Bottom') - edge('Top') - edge('Bottom'),
  };
  const handle = Math.max(0, Math.min(inner.h, inner.w));
  const room = Math.max(0, inner.w - handle);
  const share = drag ?? (on ? 1 : 0);
  const corners = cornersCss(style, scale);
  const moving = interactive && drag === null ? 'left 0.2s, width 0.2s' : undefined;

  const set = (next: boolean) => draft.commit(next);
  const release = () => {
    if (start.current === null) return;
    start.current = null;
    const unlocked = (drag ?? 0) >= UNLOCK_AT;
    setDrag(null);
    set(unlocked);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const next = { ' ': !on, Enter: !on, ArrowRight: true, End: true, ArrowLeft: false, Home: false }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    set(next);
  };
  const grab = interactive
    ? {
        onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          start.current = { x: e.clientX, share, room: room * scale };
          setDrag(share);
        },
        onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
          const from = start.current;
          if (from && from.room > 0) setDrag(clamp(from.share + (e.clientX - from.x) / from.room, 0, 1));
        },
        onPointerUp: release,
        onPointerCancel: release,
      }
    : {};

  return (
    <div
      role="switch"
      aria-checked={on}
      aria-label={view.text ?? view.name}
      tabIndex={interactive ? 0 : -1}
      onKeyDown={interactive ? onKeyDown : undefined}
      {...(interactive ? focusHandlers : {})}
      style={{
        position: 'relative',
        display: 'flex',
        width: '100%',
        height: '100%',
        justifyContent: 'inherit',
        alignItems: 'inherit',
        ...ringCss,
      }}
    >
      <BoxText text={view.text} />
      <div style={{ position: 'absolute', inset: 0 }}>
        <div
          data-part="foreground"
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            height: '100%',
            width: (share * room + handle) * scale,
            background: colorOf(style, 'foregroundColor'),
            transition: moving,
            ...corners,
          }}
        />
        <div
          data-part="handle"
          data-drag
          style={{
            position: 'absolute',
            top: 0,
            left: share * room * scale,
            width: handle * scale,
            height: handle * scale,
            display: 'grid',
            placeItems: 'center',
            background: colorOf(style, 'handleColor', 'background') ?? '#3b31c4',
            color: str(style.iconColor) ?? str(style.color),
            boxShadow:
              style.handleShadow === undefined ? undefined : boxCss({ boxShadow: style.handleShadow }, scale).boxShadow,
            touchAction: interactive ? 'none' : undefined,
            cursor: interactive ? 'grab' : undefined,
            transition: moving,
            ...corners,
          }}
          {...grab}
        >
          <IconGlyph
            icon={view.icon}
            size={handle * 0.6 * scale}
            style={{ width: handle * 0.6 * scale, height: handle * 0.6 * scale }}
          />
        </div>
      </div>
    </div>
  );
}
