import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { screenTimers, visibleScreens, type App } from '@protolab/shared';
import { PrototypeScreen, RenderEnvironmentProvider, defaultEnvironment, useWidgetRenderers } from '@protolab/render';
import type { PlaySession, Point } from '../session/playSession';
import { LONG_PRESS_MS, PRESS_SLOP_PX, swipeOf } from './gestures';
import { playScreenAnimations } from './animations';
import { firstScreenShown } from '../firstScreen';
import { useTexts } from '../ui/texts';
import { ScreenAnnouncer } from './ScreenAnnouncer';

interface Press {
  x: number;
  y: number;
  time: number;
  screen: string;
  widget: string | null;
  timer: ReturnType<typeof setTimeout>;
}

/** Scroll offsets are sampled this often while scrolling, and recorded once scrolling stops. */
const SCROLL_SAMPLE_MS = 50;
const SCROLL_END_MS = 400;

/** The widget an element belongs to: the outermost one, so a click inside a screen segment is the segment's. */
function targetOf(element: Element | null): { screen: HTMLElement; widget: string | null } | undefined {
  const screen = element?.closest<HTMLElement>('[data-screen]');
  if (!element || !screen) return undefined;
  let widget = element.closest<HTMLElement>('[data-widget]');
  for (let outer = widget?.parentElement?.closest<HTMLElement>('[data-widget]'); outer && screen.contains(outer);) {
    widget = outer;
    outer = outer.parentElement?.closest<HTMLElement>('[data-widget]');
  }
  return { screen, widget: widget && screen.contains(widget) ? widget.dataset.widget! : null };
}

function pointIn(element: Element, clientX: number, clientY: number): Point {
  const rect = element.getBoundingClientRect();
  return { x: (clientX - rect.left) / rect.width, y: (clientY - rect.top) / rect.height };
}

/**
 * The device-fitting scale: fit the width; on a landscape window, or where the whole screen must be
 * in view (the task recorder's frame), also fit the device height.
 */
function fitScale(stage: HTMLElement, screenW: number, deviceH: number, whole: boolean): number {
  const width = stage.clientWidth;
  const height = stage.clientHeight;
  let scale = width / screenW;
  if ((whole || width > height) && scale * deviceH > height) scale = height / deviceH;
  return Math.max(0.1, scale);
}

/** The prototype, played: the current screen and its overlays, scaled to the device, with every interaction fed to the session. */
export function Prototype({
  app,
  session,
  image,
  wholeScreen = false,
}: {
  app: App;
  session: PlaySession;
  image: (url: string) => string;
  /** the whole device screen in view, however the window is shaped */
  wholeScreen?: boolean;
}) {
  const t = useTexts();
  const view = useSyncExternalStore(session.subscribe, session.getView);
  const { sim } = view;
  const stage = useRef<HTMLDivElement>(null);
  const renderersReady = useWidgetRenderers(app, visibleScreens(sim));
  const environment = useMemo(() => ({ ...defaultEnvironment, image, missingImage: 'nothing' as const }), [image]);
  const [scale, setScale] = useState(1);
  const [scrollable, setScrollable] = useState(false);
  const base = app.screens[sim.screen];
  useEffect(() => {
    if (renderersReady) firstScreenShown();
  }, [renderersReady]);

  useLayoutEffect(() => {
    const element = stage.current;
    if (!element || !base) return;
    const fit = () => {
      // the prototype's width fits the device; a screen of another size is drawn at its own size
      const next = fitScale(element, app.screenSize.w || base.w, app.screenSize.h, wholeScreen);
      setScale(next);
      setScrollable(base.h * next > element.clientHeight + 1);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [base, app.screenSize.w, app.screenSize.h, wholeScreen]);

  // a new screen starts at its top
  useLayoutEffect(() => {
    if (stage.current) stage.current.scrollTop = 0;
  }, [sim.screen]);

  // timer and loaded lines of the screens shown
  const shown = visibleScreens(sim).join(' ');
  useEffect(() => {
    const timers = shown
      .split(' ')
      .flatMap((screenId) =>
        screenTimers(app, screenId).map(({ line, delayMs }) =>
          setTimeout(() => session.timer(line, screenId), delayMs),
        ),
      );
    return () => timers.forEach(clearTimeout);
  }, [app, session, shown]);

  // animations of the screens just shown: the transition of the line that brought each in, and its
  // ScreenLoaded widget animations; a screen that stays shown keeps playing, one that leaves stops
  const playing = useRef(new Map<string, () => void>());
  const frame = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // the first screen is drawn once its widgets' renderers have loaded: its animations wait for them
    if (!renderersReady) return;
    const now = new Set(shown.split(' '));
    for (const [screenId, cancel] of playing.current) {
      if (now.has(screenId)) continue;
      cancel();
      playing.current.delete(screenId);
    }
    for (const screenId of now) {
      if (playing.current.has(screenId)) continue;
      const element = frame.current?.querySelector<HTMLElement>(`[data-screen="${CSS.escape(screenId)}"]`);
      if (element) playing.current.set(screenId, playScreenAnimations(app, screenId, element, session.getView().lines));
    }
  }, [app, session, shown, renderersReady]);
  useEffect(() => {
    const running = playing.current;
    return () => {
      for (const cancel of running.values()) cancel();
      running.clear();
    };
  }, []);

  const onValue = useCallback(
    (widget: string, value: unknown, children?: Array<{ time: number; value: unknown }>) => {
      const screen = document
        .querySelector(`[data-widget="${CSS.escape(widget)}"]`)
        ?.closest<HTMLElement>('[data-screen]');
      session.change(screen?.dataset.screen ?? session.getView().sim.screen, widget, value, children);
    },
    [session],
  );

  const press = useRef<Press | undefined>(undefined);
  const suppressClick = useRef(false);
  const hovered = useRef<string | null>(null);
  const scrolling = useRef<{ samples: Array<{ time: number; value: number }>; end?: ReturnType<typeof setTimeout> }>({
    samples: [],
  });

  const basePoint = (e: { clientX: number; clientY: number }): Point | undefined => {
    const element = stage.current?.querySelector(`[data-screen="${CSS.escape(sim.screen)}"]`);
    return element ? pointIn(element, e.clientX, e.clientY) : undefined;
  };

  const handlers = {
    onPointerMove(e: React.PointerEvent) {
      const at = basePoint(e);
      if (at) session.pointer(at, false);
      const p = press.current;
      if (p && Math.hypot(e.clientX - p.x, e.clientY - p.y) > PRESS_SLOP_PX) clearTimeout(p.timer);
    },
    onPointerOver(e: React.PointerEvent) {
      if (e.pointerType !== 'mouse') return;
      const target = targetOf(e.target as Element);
      const widget = target?.widget ?? null;
      if (widget === hovered.current) return;
      hovered.current = widget;
      if (target && widget) session.trigger(target.screen.dataset.screen!, widget, 'hover');
    },
    onPointerDown(e: React.PointerEvent) {
      const target = targetOf(e.target as Element);
      suppressClick.current = false;
      // dragging a control's part (a slider's handle, a list item) is the control's, not a swipe or a long press
      if (!target || (e.target as Element).closest('[data-drag]')) return;
      const screen = target.screen.dataset.screen!;
      const timer = setTimeout(() => {
        suppressClick.current = true;
        session.trigger(screen, target.widget, 'longpress');
      }, LONG_PRESS_MS);
      press.current = { x: e.clientX, y: e.clientY, time: Date.now(), screen, widget: target.widget, timer };
    },
    onPointerUp(e: React.PointerEvent) {
      const p = press.current;
      press.current = undefined;
      if (!p) return;
      clearTimeout(p.timer);
      const swipe = swipeOf(e.clientX - p.x, e.clientY - p.y, Date.now() - p.time);
      if (!swipe) return;
      suppressClick.current = true;
      const element = stage.current?.querySelector(`[data-screen="${CSS.escape(p.screen)}"]`);
      if (element) session.gesture(p.screen, p.widget, swipe, pointIn(element, p.x, p.y));
    },
    onPointerCancel() {
      if (press.current) clearTimeout(press.current.timer);
      press.current = undefined;
    },
    onClick(e: React.MouseEvent) {
      const at = basePoint(e);
      if (at) session.pointer(at, true);
      if (suppressClick.current) {
        suppressClick.current = false;
        return;
      }
      if ((e.target as Element).classList.contains('pl-backdrop')) {
        if (at) session.tapBeside(at);
        return;
      }
      const target = targetOf(e.target as Element);
      if (target)
        session.click(target.screen.dataset.screen!, target.widget, pointIn(target.screen, e.clientX, e.clientY));
    },
    onDoubleClick(e: React.MouseEvent) {
      const target = targetOf(e.target as Element);
      if (target) session.trigger(target.screen.dataset.screen!, target.widget, 'dblclick');
    },
  };

  function onScroll() {
    const element = stage.current;
    if (!element || !base) return;
    const value = element.scrollTop / (base.h * scale);
    const state = scrolling.current;
    const last = state.samples.at(-1);
    const now = Date.now();
    if (!last || now - last.time >= SCROLL_SAMPLE_MS) state.samples.push({ time: now, value });
    clearTimeout(state.end);
    state.end = setTimeout(() => {
      const samples = [...state.samples, { time: Date.now(), value }];
      state.samples = [];
      session.scroll(value, samples);
    }, SCROLL_END_MS);
  }

  if (!base) return null;
  const layer = (screenId: string) =>
    renderersReady && (
      <PrototypeScreen
        app={app}
        screenId={screenId}
        scale={scale}
        values={sim.values}
        invalid={sim.invalid}
        variables={sim.variables}
        onValue={onValue}
      />
    );
  return (
    <RenderEnvironmentProvider value={environment}>
      {/* vertical swipes need the touch to themselves when the screen does not scroll */}
      <main
        className="pl-frame"
        ref={frame}
        aria-label={t('prototype.label')}
        style={{ touchAction: scrollable ? 'pan-y' : 'none' }}
        {...handlers}
      >
        <div className="pl-stage" ref={stage} onScroll={onScroll}>
          <div className="pl-device" style={{ width: base.w * scale }}>
            {layer(sim.screen)}
          </div>
        </div>
        {sim.overlays.map((overlay) => (
          <div key={overlay} className="pl-overlay">
            <div className="pl-backdrop" />
            <div className="pl-overlay-screen">{layer(overlay)}</div>
          </div>
        ))}
      </main>
      <ScreenAnnouncer app={app} screenId={sim.overlays.at(-1) ?? sim.screen} />
    </RenderEnvironmentProvider>
  );
}
