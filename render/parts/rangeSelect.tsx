// The drop-downs of the range family (DropDown, HoverDropDown, MobileDropDown): one closed field,
// drawn alike played and display-only, and, played, a list of the options drawn on the screen (not
// in the widget's box, which clips): below the field, or as a sheet from the bottom of the screen.
// The field is a select-only combobox: focus stays on it, the list follows aria-activedescendant.
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { optionsOf, type Style } from '@protolab/shared';
import { background, boxCss, colorOf, fontCss, num, str } from '../styleCss';
import type { WidgetRendererProps } from '../widgetRenderer';
import { IconGlyph } from './IconGlyph';
import { useFocusRing } from './rangeFocus';

export type SelectVariant = 'list' | 'hover' | 'sheet';

/** The pointer may leave the field and its list this long before the hover list closes. */
const HOVER_CLOSE_MS = 250;
/** The caret's part of the field, in design px (at most a third of the field). */
const CARET_WIDTH = 40;

export function RangeSelect(props: WidgetRendererProps & { variant: SelectVariant }) {
  const { view, style, scale, value, interactive, onValue, variant } = props;
  const options = optionsOf(view);
  const chosen = typeof value === 'string' ? value : null;
  const listId = useId();
  const field = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [place, setPlace] = useState<Placement | null>(null);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { ringCss, focusHandlers } = useFocusRing();

  const show = () => {
    clearTimeout(closing.current);
    if (open || !field.current || options.length === 0) return;
    setPlace(placement(field.current, view.box, scale));
    setActive(Math.max(0, options.indexOf(chosen ?? '')));
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(closing.current);
    setOpen(false);
  };
  const choose = (option: string) => {
    hide();
    field.current?.focus({ preventScroll: true });
    if (option !== chosen) onValue(option);
  };

  // a press anywhere else closes the list; a widget that goes away stops its timer
  const popup = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!field.current?.contains(target) && !popup.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away, true);
    return () => document.removeEventListener('pointerdown', away, true);
  }, [open]);
  useEffect(() => () => clearTimeout(closing.current), []);

  const onKeyDown = (e: KeyboardEvent) => {
    const last = options.length - 1;
    if (!open) {
      if (!['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(e.key)) return;
      e.preventDefault();
      show();
      return;
    }
    const typed = e.key.length === 1 && e.key !== ' ' ? e.key.toLowerCase() : null;
    const starting = (from: number) => options.findIndex((o, i) => i >= from && o.toLowerCase().startsWith(typed!));
    const to: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      PageUp: 0,
      End: last,
      PageDown: last,
    };
    if (e.key in to) setActive(Math.min(last, Math.max(0, to[e.key])));
    else if (e.key === 'Enter' || e.key === ' ') {
      if (active >= 0) choose(options[active]);
    } else if (e.key === 'Escape') hide();
    else if (e.key === 'Tab') return hide();
    else if (typed !== null) {
      // typing a letter goes to the next option starting with it
      const next = starting(active + 1) >= 0 ? starting(active + 1) : starting(0);
      if (next < 0) return;
      setActive(next);
    } else return;
    e.preventDefault();
  };

  const leave = () => {
    clearTimeout(closing.current);
    closing.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
  };
  const played = interactive
    ? {
        tabIndex: 0,
        onKeyDown,
        onClick: () => (open && variant !== 'hover' ? hide() : show()),
        ...focusHandlers,
        ...(variant === 'hover' && {
          onPointerEnter: (e: React.PointerEvent) => e.pointerType === 'mouse' && show(),
          onPointerLeave: leave,
        }),
      }
    : { tabIndex: -1 };
  const screen = open ? field.current?.closest<HTMLElement>('.pl-screen') : null;
  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div
      ref={field}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={open}
      aria-controls={listId}
      aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
      aria-label={view.text ?? view.name}
      style={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        height: '100%',
        minWidth: 0,
        cursor: interactive ? 'pointer' : undefined,
        ...ringCss,
      }}
      {...played}
    >
      {/* nothing chosen: the label as a hint, else the first option, as the existing product shows it */}
      <span className="pl-one-line" style={chosen === null && view.text ? { opacity: 0.55 } : undefined}>
        {chosen ?? (view.text || options[0]) ?? ''}
      </span>
      <Caret view={view} style={style} scale={scale} />
      {screen &&
        place &&
        createPortal(
          <OptionList
            ref={popup}
            id={listId}
            widget={view.id}
            variant={variant}
            place={place}
            options={options}
            chosen={chosen}
            active={active}
            optionId={optionId}
            style={style}
            scale={scale}
            boxHeight={view.box.h}
            onActive={setActive}
            onChoose={choose}
            onClose={hide}
            onKeep={() => clearTimeout(closing.current)}
            onLeave={variant === 'hover' ? leave : undefined}
          />,
          screen,
        )}
    </div>
  );
}

function Caret({ view, style, scale }: Pick<WidgetRendererProps, 'view' | 'style' | 'scale'>) {
  const width = Math.min(CARET_WIDTH, view.box.w / 3) * scale;
  const icon = str(view.props.icon);
  return (
    <span
      aria-hidden
      style={{
        flex: 'none',
        alignSelf: 'stretch',
        width,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: colorOf(style, 'caretBackground'),
        color: str(style.caretColor),
      }}
    >
      {icon ? (
        <IconGlyph icon={icon} size={width * 0.6} style={{ width: '1.2em', height: '1.2em' }} />
      ) : (
        // a filled triangle pointing down, as the existing product draws its caret
        <svg width="0.75em" height="0.75em" viewBox="0 0 12 12" style={{ display: 'block' }} data-caret="triangle">
          <path d="M1.5 3.5h9L6 9z" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}

interface Placement {
  /** CSS px in the screen */
  left: number;
  top: number;
  width: number;
  /** the list opens upwards: `top` is where it ends */
  above: boolean;
  maxHeight: number | undefined;
  /** CSS px from the screen's bottom to the bottom of what the tester sees of it (sheet) */
  sheetBottom: number;
}

/** Where the list goes in the screen: below the field, or above it when more room is there. */
function placement(field: HTMLElement, box: { x: number; y: number; w: number; h: number }, scale: number): Placement {
  const screen = field.closest<HTMLElement>('.pl-screen');
  const height = screen?.clientHeight ?? 0;
  const top = (box.y + box.h) * scale;
  const below = height - top;
  const aboveRoom = box.y * scale;
  const above = height > 0 && below < 160 * scale && aboveRoom > below;
  return {
    left: box.x * scale,
    top: above ? box.y * scale : top,
    width: box.w * scale,
    above,
    maxHeight: height > 0 ? Math.max(above ? aboveRoom : below, 40 * scale) : undefined,
    sheetBottom: screen ? hiddenBelow(screen) : 0,
  };
}

/** How much of the screen's bottom is out of sight (below the window or a scrolling frame). */
function hiddenBelow(screen: HTMLElement): number {
  const rect = screen.getBoundingClientRect();
  if (rect.height <= 0) return 0;
  let bottom = Math.min(rect.bottom, window.innerHeight || rect.bottom);
  for (let el = screen.parentElement; el; el = el.parentElement) {
    if (/(auto|scroll|hidden)/.test(getComputedStyle(el).overflowY))
      bottom = Math.min(bottom, el.getBoundingClientRect().bottom);
  }
  return Math.max(0, Math.min(rect.height, rect.bottom - bottom));
}

interface OptionListProps {
  ref: React.Ref<HTMLDivElement>;
  id: string;
  widget: string;
  variant: SelectVariant;
  place: Placement;
  options: string[];
  chosen: string | null;
  active: number;
  optionId(index: number): string;
  style: Style;
  scale: number;
  boxHeight: number;
  onActive(index: number): void;
  onChoose(option: string): void;
  onClose(): void;
  onKeep(): void;
  /** the pointer left the list (hover menus close then) */
  onLeave?: () => void;
}

function OptionList(props: OptionListProps) {
  const { style, scale, place, variant } = props;
  const px = (key: string, fallback: number) => (num(style[key]) ?? fallback) * scale;
  const frame: CSSProperties = {
    ...fontCss(style, scale, props.boxHeight),
    color: str(style.popupColor) ?? str(style.color) ?? '#333',
    background: colorOf(style, 'popupBackground') ?? '#fff',
    boxShadow: popupShadow(style, scale),
    boxSizing: 'border-box',
    overflowY: 'auto',
    whiteSpace: 'nowrap',
    textAlign: 'left',
  };
  const popupBorder = num(style.popupBorderWidth) ?? 0;
  if (popupBorder > 0)
    frame.border = `${Math.max(1, popupBorder * scale)}px solid ${str(style.popupBorderColor) ?? '#ccc'}`;
  const items = props.options.map((option, i) => {
    const chosen = option === props.chosen;
    return (
      <div
        key={`${i}-${option}`}
        id={props.optionId(i)}
        role="option"
        aria-selected={chosen}
        onPointerDown={(e) => e.preventDefault()}
        onPointerEnter={() => props.onActive(i)}
        onClick={() => props.onChoose(option)}
        style={
          variant === 'sheet'
            ? sheetOption(style, scale, i === props.active)
            : listOption(style, scale, i === props.active)
        }
      >
        <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{option}</span>
        {variant === 'sheet' && <Radio style={style} scale={scale} on={chosen} />}
      </div>
    );
  });
  const list = (own: CSSProperties) => (
    <div id={props.id} role="listbox" style={{ ...frame, ...own }}>
      {items}
    </div>
  );
  // a click in the list is the widget's business: not the field's (it would open again), nor the
  // screen's behind it (the list is drawn outside the widget's box)
  if (variant !== 'sheet') {
    const at = place.above ? { bottom: `calc(100% - ${place.top}px)` } : { top: place.top };
    return (
      <div
        ref={props.ref}
        data-popup-of={props.widget}
        onPointerEnter={props.onKeep}
        onPointerLeave={props.onLeave}
        onClick={(e) => e.stopPropagation()}
        style={{ position: 'absolute', left: place.left, width: place.width, zIndex: 'var(--pl-top)', ...at }}
      >
        {list({ width: '100%', maxHeight: place.maxHeight })}
      </div>
    );
  }
  const radius = px('popupRadius', 10);
  return (
    <div
      ref={props.ref}
      data-popup-of={props.widget}
      onPointerDown={(e) => e.preventDefault()}
      onClick={(e) => (e.stopPropagation(), e.target === e.currentTarget && props.onClose())}
      style={{ position: 'absolute', inset: 0, zIndex: 'var(--pl-top)', background: 'rgba(0, 0, 0, 0.35)' }}
    >
      {list({
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: place.sheetBottom,
        maxHeight: '70%',
        borderTopLeftRadius: radius,
        borderTopRightRadius: radius,
        paddingBottom: 8 * scale,
      })}
    </div>
  );
}

function popupShadow(style: Style, scale: number): string | undefined {
  if (style.popupShadow !== undefined) return boxCss({ boxShadow: style.popupShadow }, scale).boxShadow;
  return `0 ${4 * scale}px ${12 * scale}px rgba(0, 0, 0, 0.15)`;
}

/** An option of the list below the field: the field's padding; the active one in the selected colours. */
function listOption(style: Style, scale: number, active: boolean): CSSProperties {
  const pad = (side: string, fallback: number) => (num(style[`padding${side}`]) ?? fallback) * scale;
  return {
    display: 'flex',
    alignItems: 'center',
    padding: `${pad('Top', 8)}px ${Math.max(pad('Right', 10), 4 * scale)}px ${pad('Bottom', 8)}px ${pad('Left', 10)}px`,
    cursor: 'pointer',
    ...(active && {
      background: colorOf(style, 'selectedOptionBackground') ?? 'rgba(0, 0, 0, 0.08)',
      color: str(style.selectedOptionColor),
    }),
  };
}

/** An option of the sheet: a roomy row with a radio mark, divided by `optionBorder…`. */
function sheetOption(style: Style, scale: number, active: boolean): CSSProperties {
  const divider = num(style.optionBorderWidth) ?? 1;
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 12 * scale,
    padding: `${16 * scale}px ${20 * scale}px`,
    cursor: 'pointer',
    borderBottom:
      divider > 0
        ? `${Math.max(1, divider * scale)}px solid ${str(style.optionBorderColor) ?? 'rgba(0,0,0,0.1)'}`
        : undefined,
    background: active ? 'rgba(0, 0, 0, 0.05)' : undefined,
  };
}

function Radio({ style, scale, on }: { style: Style; scale: number; on: boolean }): ReactNode {
  const mark = background(style.radioBackgroundColor) ?? str(style.selectedOptionBackground) ?? '#3b31c4';
  return (
    <span
      aria-hidden
      style={{
        flex: 'none',
        width: '1.1em',
        height: '1.1em',
        boxSizing: 'border-box',
        borderRadius: '50%',
        border: `${Math.max(1, 2 * scale)}px solid ${on ? mark : (str(style.radioBorderColor) ?? '#b9b9c6')}`,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {on && <span style={{ width: '55%', height: '55%', borderRadius: '50%', background: mark }} />}
    </span>
  );
}
