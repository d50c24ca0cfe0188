// The workbench's task recorder frames the player with `rec=true` and learns from here what the
// designer does: each interaction is posted to the parent window (same origin only).
import { openSession } from '../device';
import { parseRoute } from '../route';

const REPORTED_TYPES = new Set(['ScreenLoaded', 'WidgetClick', 'ScreenClick', 'WidgetChange']);

// (outside a browser, e.g. in unit tests, there is no parent to tell)
const address = typeof window === 'undefined' ? '' : location.hash;
const framed = typeof window !== 'undefined' && window.parent !== window;

/** Opened by the task recorder: framed, with rec=true. */
export const reportsToParent = framed && new URLSearchParams(address.split('?')[1] ?? '').get('rec') === 'true';

// A recording starts on the start screen: an open session of this link is not resumed.
const { hash } = parseRoute(address);
if (reportsToParent && hash) openSession.set(hash, null);

/** Tells the framing workbench about one recorded interaction; nothing when not framed by it. */
export function reportToParent(
  event: { screen: string; widget?: string | null; type: string },
  time = Date.now(),
): void {
  if (!reportsToParent || !REPORTED_TYPES.has(event.type)) return;
  window.parent.postMessage(
    {
      source: 'protolab-player',
      type: 'event',
      event: { screen: event.screen, widget: event.widget ?? null, type: event.type, time },
    },
    location.origin,
  );
}
