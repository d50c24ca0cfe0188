// Plays a prototype's animations with the Web Animations API: the transition of a screen that a
// line brought in, and the widget animations of a loaded screen (plans come from the shared
// simulator). Nothing plays when the tester prefers reduced motion. Animations never block input.
import { screenLoadedAnimations, screenTransition, type App, type Line, type PlannedAnimation } from '@protolab/shared';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function play(element: Element, plan: PlannedAnimation): Animation | undefined {
  if (typeof element.animate !== 'function') return undefined;
  try {
    const { keyframes, duration, delay, easing, fill } = plan;
    return element.animate(keyframes, { duration, delay, easing, fill });
  } catch {
    return undefined; // a kind the browser cannot play: no animation
  }
}

/**
 * Animates a screen just shown: `lines` fired to bring it in (the transition), then its own
 * ScreenLoaded widget animations. Returns a function that cancels what still runs.
 */
export function playScreenAnimations(
  app: App,
  screenId: string,
  element: HTMLElement,
  lines: readonly Line[],
): () => void {
  if (prefersReducedMotion()) return () => {};
  const running: Animation[] = [];
  const transition = screenTransition(lines.at(-1)?.to === screenId ? lines : []);
  const add = (animation: Animation | undefined) => animation && running.push(animation);
  if (transition) add(play(element, transition));
  for (const plan of screenLoadedAnimations(app, screenId)) {
    const widget = element.querySelector(`[data-widget="${CSS.escape(plan.widget)}"]`);
    if (widget) add(play(widget, plan));
  }
  return () => {
    for (const animation of running) animation.cancel();
  };
}
