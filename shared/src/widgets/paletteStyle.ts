// Style shorthands for palette defaults: documents store each side and corner on its own.
import type { Style } from '../model/widget';

/**
 * The edge of a field testers type into or choose from: 3.4:1 on white, so that a new field passes
 * the accessibility check's non-text contrast (WCAG 1.4.11, 3:1) as the palette places it.
 */
export const FIELD_EDGE = '#8a8a99';

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;
const CORNERS = ['TopLeft', 'TopRight', 'BottomRight', 'BottomLeft'] as const;

export function corners(radius: number): Style {
  return Object.fromEntries(CORNERS.map((c) => [`border${c}Radius`, radius]));
}

export function border(width: number, color: string, style = 'solid'): Style {
  return Object.fromEntries(
    SIDES.flatMap((s) => [
      [`border${s}Width`, width],
      [`border${s}Color`, color],
      [`border${s}Style`, style],
    ]),
  );
}
