// What the palette puts on the canvas: a widget type or a template, clicked (onto the target
// screen, below what the selection holds) or dragged (where it is let go); a placed type becomes
// the palette's most recently used. The callbacks keep their identity, so a pan or a zoom does
// not draw the palette again.
import type { DragEvent } from 'react';
import { addWidget, isLogicWidget, pick, placeTemplate, type App, type CommandDraft } from '@protolab/shared';
import { useStableCallback } from '../ui/useStableCallback';
import { TEMPLATE_DRAG_TYPE } from './templates/TemplateList';
import type { View } from './viewport';
import { PALETTE_DRAG_TYPE } from './palette/paletteDrag';
import { rememberPlaced } from './palette/recentWidgets';

export function usePalettePlacement(
  doc: App | undefined,
  selection: readonly string[],
  view: View,
  targetScreen: () => string | undefined,
  run: (draft: CommandDraft) => unknown,
) {
  /** The target screen and a free place on it: its top-left, lower by the selection's size. */
  const target = () => {
    const id = targetScreen();
    const screen = doc && id ? doc.screens[id] : undefined;
    if (!id || !screen) return undefined;
    return { id, screen, at: { x: screen.x + 20, y: screen.y + 20 + selection.length * 10 } };
  };

  const onAdd = useStableCallback((type: string) => {
    const place = target();
    if (!doc || !place) return;
    const { screen } = place;
    // a logic widget goes on the canvas beside the screen
    const at = isLogicWidget(type) ? { x: screen.x + screen.w + 10, y: screen.y + screen.h / 2 } : place.at;
    run(addWidget(doc, place.id, type, at));
    rememberPlaced(type);
  });

  const onPlaceTemplate = useStableCallback((templateId: string) => {
    const place = target();
    if (doc && place) run(placeTemplate(doc, templateId, place.id, place.at));
  });

  const onDrop = (event: DragEvent) => {
    const type = event.dataTransfer.getData(PALETTE_DRAG_TYPE);
    const template = event.dataTransfer.getData(TEMPLATE_DRAG_TYPE);
    if ((!type && !template) || !doc) return;
    event.preventDefault();
    const bounds = event.currentTarget.getBoundingClientRect();
    const at = {
      x: (event.clientX - bounds.left - view.x) / view.scale,
      y: (event.clientY - bounds.top - view.y) / view.scale,
    };
    const { screen } = pick(doc, at);
    if (template) {
      if (screen) run(placeTemplate(doc, template, screen, at));
    } else if (screen || isLogicWidget(type)) {
      run(addWidget(doc, screen ?? '', type, at));
      rememberPlaced(type);
    }
  };

  return { onAdd, onPlaceTemplate, onDrop };
}
