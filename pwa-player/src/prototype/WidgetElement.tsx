import { memo, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { optionsOf, valueKind, type Style, type WidgetValue, type WidgetView } from '@protolab/shared';
import { background, styleCss } from './styleCss';

export interface WidgetProps {
  view: WidgetView;
  scale: number;
  value: WidgetValue | undefined;
  invalid: boolean;
  /** the resolved address of an image url */
  image: (url: string) => string;
  onValue: (widget: string, value: unknown, children?: Array<{ time: number; value: unknown }>) => void;
  /** draws the screen a ScreenSegment embeds */
  segment: (screenId: string) => ReactNode;
}

const CENTERED = new Set(['Button', 'Box', 'Icon', 'ToggleButton', 'Switch', 'Stepper', 'HSlider']);
/** Types meant to be see-through (hot spots, plain containers): never given a placeholder outline. */
const DRAWN_AS_IS = new Set([
  'Label',
  'Button',
  'Box',
  'Container',
  'HotSpot',
  'Image',
  'Icon',
  'ScreenSegment',
  'TextBox',
  'TextArea',
  'Password',
  'SearchBox',
]);
/** Text typed into a box is stored after this pause, on leaving the box, or on Enter. */
const TYPING_PAUSE_MS = 1200;

function visible(style: Style, view: WidgetView): boolean {
  const border = ['Top', 'Right', 'Bottom', 'Left'].some((s) => Number(style[`border${s}Width`]) > 0);
  return Boolean(background(style.background) || border || view.text || view.imageUrl || view.icon || style.boxShadow);
}

/** One widget of a screen as DOM: a real control for form widgets, a styled box with text or image otherwise. */
export const WidgetElement = memo(function WidgetElement(props: WidgetProps) {
  const { view, scale } = props;
  const [hover, setHover] = useState(false);
  const [active, setActive] = useState(false);
  const [focus, setFocus] = useState(false);
  const style: Style = {
    ...view.style,
    ...(hover && view.states.hover),
    ...(focus && view.states.focus),
    ...(active && view.states.active),
    ...(props.invalid && view.states.error),
  };
  const css: CSSProperties = {
    left: view.box.x * scale,
    top: view.box.y * scale,
    width: view.box.w * scale,
    height: view.box.h * scale,
    ...styleCss(style, scale, view.box.h, CENTERED.has(view.type)),
  };
  const unknownAndBlank =
    view.kind === 'box' && !DRAWN_AS_IS.has(view.type) && valueKind(view.type) === undefined && !visible(style, view);
  if (unknownAndBlank) {
    return (
      <div className="pl-widget pl-unknown" data-widget={view.id} style={css} title={view.type}>
        <span>{view.type}</span>
      </div>
    );
  }
  const handlers = {
    onPointerEnter: (e: React.PointerEvent) => e.pointerType === 'mouse' && setHover(true),
    onPointerLeave: () => (setHover(false), setActive(false)),
    onPointerDown: () => setActive(true),
    onPointerUp: () => setActive(false),
    onFocus: () => setFocus(true),
    onBlur: () => setFocus(false),
  };
  return (
    <div className={`pl-widget pl-${view.kind}`} data-widget={view.id} style={css} {...handlers}>
      <WidgetContent {...props} style={style} />
    </div>
  );
});

function WidgetContent(props: WidgetProps & { style: Style }) {
  const { view, value, style, scale } = props;
  const change = (v: unknown) => props.onValue(view.id, v);
  const mark = typeof style.colorButton === 'string' ? style.colorButton : undefined;
  switch (view.type) {
    case 'TextBox':
    case 'TextArea':
    case 'Password':
    case 'SearchBox':
      return <TextInput {...props} />;
    case 'CheckBox':
    case 'Switch':
    case 'ToggleButton':
      return (
        <input
          type="checkbox"
          className="pl-check"
          checked={value === true}
          style={{ color: mark }}
          onChange={(e) => change(e.target.checked)}
          aria-label={view.text ?? view.type}
        />
      );
    case 'RadioBox':
      return (
        <input
          type="radio"
          className="pl-check pl-round"
          checked={value === true}
          style={{ color: mark }}
          onChange={() => change(true)}
          aria-label={view.text ?? view.type}
        />
      );
    case 'LabeledCheckBox':
    case 'LabeledRadioBox': {
      const radio = view.type === 'LabeledRadioBox';
      const size = view.box.h * scale;
      // a tap on the label checks too, as a label does
      const onLabel = (e: React.MouseEvent) =>
        e.target === e.currentTarget.lastChild && change(radio ? true : value !== true);
      return (
        <span className="pl-labeled" onClick={onLabel}>
          <input
            type={radio ? 'radio' : 'checkbox'}
            className={`pl-check${radio ? ' pl-round' : ''}`}
            style={{ width: size, height: size, color: mark }}
            checked={value === true}
            onChange={(e) => change(radio ? true : e.target.checked)}
          />
          <span>{view.text}</span>
        </span>
      );
    }
    case 'DropDown':
    case 'MobileDropDown':
      return (
        <select
          className="pl-select"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => change(e.target.value)}
        >
          {value === null && <option value="">{view.text ?? ''}</option>}
          {optionsOf(view).map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      );
    case 'HSlider':
      return <Slider {...props} />;
    case 'Table':
      return <Table {...props} />;
    case 'Image':
      return view.imageUrl ? <Picture src={props.image(view.imageUrl)} /> : <ImagePlaceholder />;
    case 'ScreenSegment':
      return typeof view.props.screenID === 'string' ? (
        <div className={`pl-fill${view.props.scroll === true ? ' pl-scroll' : ''}`}>
          {props.segment(view.props.screenID)}
        </div>
      ) : null;
    default:
      return (
        <>
          {view.imageUrl && <Picture src={props.image(view.imageUrl)} />}
          {view.icon && <Icon />}
          {view.text && <span className="pl-text">{view.text}</span>}
        </>
      );
  }
}

function TextInput({ view, value, onValue }: WidgetProps) {
  const committed = typeof value === 'string' ? value : '';
  const [draft, setDraft] = useState(committed);
  const typed = useRef<Array<{ time: number; value: unknown }>>([]);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setDraft(committed), [committed]);
  useEffect(() => () => clearTimeout(pause.current), []);
  const commit = (text: string) => {
    clearTimeout(pause.current);
    if (text === committed && typed.current.length === 0) return;
    const children = typed.current;
    typed.current = [];
    onValue(view.id, text, children);
  };
  const placeholder = view.props.placeholder === true ? (view.text ?? '') : undefined;
  const common = {
    className: 'pl-input',
    value: draft,
    placeholder,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = e.target.value;
      setDraft(text);
      if (typed.current.length < 100) typed.current.push({ time: Date.now(), value: text });
      clearTimeout(pause.current);
      pause.current = setTimeout(() => commit(text), TYPING_PAUSE_MS);
    },
    onBlur: () => commit(draft),
  };
  if (view.type === 'TextArea') return <textarea {...common} />;
  return (
    <input
      {...common}
      type={view.type === 'Password' ? 'password' : view.type === 'SearchBox' ? 'search' : 'text'}
      onKeyDown={(e) => e.key === 'Enter' && commit(draft)}
    />
  );
}

function Slider({ view, value, onValue, style }: WidgetProps & { style: Style }) {
  const [draft, setDraft] = useState(typeof value === 'number' ? value : 0);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  const color = [style.handleColor, style.barColor].find((c) => typeof c === 'string') as string | undefined;
  return (
    <input
      type="range"
      className="pl-slider"
      style={{ accentColor: color }}
      min={Number(view.props.min ?? 0)}
      max={Number(view.props.max ?? 100)}
      value={draft}
      onChange={(e) => {
        const next = Number(e.target.value);
        setDraft(next);
        clearTimeout(pause.current);
        pause.current = setTimeout(() => onValue(view.id, next), 250);
      }}
    />
  );
}

function Table({ view, value, onValue, style, scale }: WidgetProps & { style: Style }) {
  const data = Array.isArray(view.props.data) ? (view.props.data as unknown[]).filter(Array.isArray) : [];
  const [header, ...rows] = data as unknown[][];
  const selectable = style.checkBox === true;
  const selected = Array.isArray(value) ? value : [];
  const cell = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? v : '');
  const pad = `${(Number(style.paddingTop) || 4) * scale}px ${(Number(style.paddingLeft) || 4) * scale}px`;
  const toggle = (row: number) =>
    onValue(view.id, selected.includes(row) ? selected.filter((r) => r !== row) : [...selected, row]);
  return (
    <table className="pl-table">
      {header && (
        <thead>
          <tr
            style={{
              background: background(style.headerBackground),
              color: style.headerColor as string,
              fontWeight: style.headerFontWeight as string,
            }}
          >
            {selectable && <th />}
            {header.map((v, i) => (
              <th key={i} style={{ padding: pad }}>
                {cell(v)}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((row, r) => (
          <tr
            key={r}
            style={
              r % 2 === 1
                ? { background: background(style.evenRowBackground), color: style.evenRowColor as string }
                : undefined
            }
          >
            {selectable && (
              <td>
                <input type="checkbox" checked={selected.includes(r)} onChange={() => toggle(r)} />
              </td>
            )}
            {row.map((v, i) => (
              <td key={i} style={{ padding: pad }}>
                {cell(v)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An image; one that cannot load (deleted, or offline and never cached) shows as the placeholder. */
export function Picture({ src }: { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <ImagePlaceholder />;
  return <img className="pl-fill pl-bg" src={src} alt="" draggable={false} onError={() => setFailed(src)} />;
}

function ImagePlaceholder() {
  return (
    <svg className="pl-fill pl-placeholder" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden>
      <path d="M0 0L100 100M100 0L0 100" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** Icon fonts are not shipped with the player: an icon shows as a neutral glyph in its colour. */
function Icon() {
  return (
    <svg className="pl-icon" viewBox="0 0 24 24" aria-hidden>
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
    </svg>
  );
}
