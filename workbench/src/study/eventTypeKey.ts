// An event type in words: the study texts name the events a flow step usually waits for.
const KNOWN_EVENTS = ['ScreenLoaded', 'WidgetClick', 'ScreenClick', 'WidgetChange'] as const;

/** The study text key of an event type; other types are shown by their name (`{ type }`). */
export function eventTypeKey(type: string) {
  return (KNOWN_EVENTS as readonly string[]).includes(type)
    ? (`event.${type as (typeof KNOWN_EVENTS)[number]}` as const)
    : ('event.other' as const);
}
