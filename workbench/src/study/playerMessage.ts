// What the player, framed by the task recorder, tells its parent window (pwa-player/src/embed/parentBridge.ts).

/** One interaction of the designer inside the framed player. */
export interface PlayerEvent {
  screen: string;
  widget: string | null;
  type: string;
  time: number;
}

export const PLAYER_MESSAGE_SOURCE = 'protolab-player';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The event a window message carries, when it is one of the player's; anything else is undefined. */
export function readPlayerMessage(data: unknown): PlayerEvent | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as { source?: unknown; type?: unknown; event?: unknown };
  if (message.source !== PLAYER_MESSAGE_SOURCE || message.type !== 'event') return undefined;
  const event = message.event as Partial<Record<keyof PlayerEvent, unknown>> | null | undefined;
  if (!event || !isText(event.screen) || !isText(event.type)) return undefined;
  const widget = isText(event.widget) ? event.widget : null;
  const time = typeof event.time === 'number' ? event.time : Date.now();
  return { screen: event.screen, widget, type: event.type, time };
}

/** The player's address in recording mode: plays at once, records nothing, reports to the parent. */
export function recorderPlayerUrl(hash: string): string {
  return `/player/#/simulate.html?h=${encodeURIComponent(hash)}&log=false&s=true&rec=true`;
}
