// Style shorthands for palette defaults: documents store each side and corner on its own.
import type { Style } from '../model/widget';

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
