// The renderer's view of the one style-to-CSS mapping (shared's appDocument/styleCss.ts, which the
// code export uses too): the same declarations, typed as React's inline styles.
import type { CSSProperties } from 'react';
import {
  boxCss as boxDeclarations,
  fontCss as fontDeclarations,
  textCss as textDeclarations,
  type Style,
} from '@protolab/shared';

export {
  numberOf as num,
  styleText as str,
  cssBackground as background,
  styleColor as colorOf,
  withBorderColor,
} from '@protolab/shared';

/** The box of a widget or screen: background, borders, corners, shadow and opacity. */
export const boxCss = (style: Style, scale: number): CSSProperties => boxDeclarations(style, scale) as CSSProperties;

/** Font and colour of a style, without layout: for parts a widget lays out itself. */
export const fontCss = (style: Style, scale: number, boxHeight: number): CSSProperties =>
  fontDeclarations(style, scale, boxHeight) as CSSProperties;

/**
 * Font, padding and alignment of a box's text, from the one text layout. `centered` for buttons and
 * the like. The box is a flex container.
 */
export const textCss = (style: Style, scale: number, boxHeight: number, centered: boolean): CSSProperties =>
  textDeclarations(style, scale, boxHeight, centered) as CSSProperties;
