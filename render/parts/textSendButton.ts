import type { CSSProperties } from 'react';
import type { Style } from '@protolab/shared';
import { background, num, str } from '../styleCss';
import { PLAIN_BUTTON } from './textField';

/**
 * The chat widgets' send button: a square `side` px wide, its corners the box's top right one, in
 * `messageButtonBackground` and `messageButtonColor`.
 */
export function sendButtonCss(style: Style, scale: number, side: number): CSSProperties {
  return {
    ...PLAIN_BUTTON,
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    width: side,
    height: side,
    borderRadius: (num(style.borderTopRightRadius) ?? 0) * scale,
    background: background(style.messageButtonBackground) ?? '#3b31c4',
    color: str(style.messageButtonColor) ?? '#ffffff',
  };
}
