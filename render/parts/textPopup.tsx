// A popup of a text-family field (suggestions, a calendar): drawn on top of the screen, below the
// field (above it when there is no room below), since the widget's own box clips what leaves it.
import { useEffect, useLayoutEffect, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { Box, Style } from '@protolab/shared';
import { boxCss, fontCss, num, str } from '../styleCss';

/** The popup look a field's style gives: `popup…` keys, else the field's own. */
export function popupCss(style: Style, scale: number, boxHeight: number): CSSProperties {
  const width = num(style.popupBorderWidth) ?? Math.max(1, num(style.borderBottomWidth) ?? 0);
  const radius = num(style.popupBorderRadius);
  return {
    ...boxCss(
      {
        background: style.popupBackground ?? style.background ?? '#ffffff',
        boxShadow: style.popupShadow,
        ...(radius === undefined
          ? {}
          : {
              borderTopLeftRadius: radius,
              borderTopRightRadius: radius,
              borderBottomRightRadius: radius,
              borderBottomLeftRadius: radius,
            }),
      },
      scale,
    ),
    ...fontCss({ ...style, color: style.popupColor ?? style.color, textShadow: undefined }, scale, boxHeight),
    border: `${width * scale}px solid ${str(style.popupBorderColor) ?? str(style.borderBottomColor) ?? '#c8c8d0'}`,
  };
}

export interface ScreenPopupProps {
  /** an element inside the widget: the popup goes on the screen that holds it */
  owner: RefObject<HTMLElement | null>;
  /** the widget's box on its screen, design px */
  box: Box;
  scale: number;
  /** design px; the widget's width when not given */
  width?: number;
  /** design px; when given, the popup opens above the field if it does not fit below */
  height?: number;
  css: CSSProperties;
  /** a press outside the popup and its widget, or Escape */
  onClose(reason: 'outside' | 'escape'): void;
  children: ReactNode;
  id?: string;
  role?: string;
  label?: string;
}

const GAP = 2;

export function ScreenPopup(props: ScreenPopupProps) {
  const { owner, box, scale, onClose } = props;
  const [screen, setScreen] = useState<HTMLElement | null>(null);
  const [popup, setPopup] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setScreen(owner.current?.closest<HTMLElement>('.pl-screen') ?? null), [owner]);
  useEffect(() => {
    const outside = (e: Event) => {
      const target = e.target as Node;
      if (!popup?.contains(target) && !owner.current?.contains(target)) onClose('outside');
    };
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && onClose('escape');
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', escape);
    };
  }, [popup, owner, onClose]);
  if (!screen) return null;
  const width = (props.width ?? box.w) * scale;
  const screenWidth = screen.clientWidth;
  const screenHeight = screen.clientHeight;
  const below = (box.y + box.h + GAP) * scale;
  const height = props.height === undefined ? undefined : props.height * scale;
  const above = height === undefined ? -1 : (box.y - GAP) * scale - height;
  const flip = height !== undefined && screenHeight > 0 && below + height > screenHeight && above >= 0;
  const left = screenWidth > 0 ? Math.max(0, Math.min(box.x * scale, screenWidth - width)) : box.x * scale;
  return createPortal(
    <div
      ref={setPopup}
      id={props.id}
      role={props.role}
      aria-label={props.label}
      data-popup-for={owner.current?.closest<HTMLElement>('[data-widget]')?.dataset.widget}
      style={{
        position: 'absolute',
        zIndex: 'var(--pl-top)',
        boxSizing: 'border-box',
        overflow: 'auto',
        left,
        top: flip ? above : below,
        width,
        height,
        maxHeight: height === undefined && screenHeight > 0 ? Math.max(screenHeight - below, 0) : undefined,
        ...props.css,
      }}
    >
      {props.children}
    </div>,
    screen,
  );
}
