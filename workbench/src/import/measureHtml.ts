// Lays HTML out in a hidden, sandboxed frame without scripts and measures it: every shown
// element's box and the computed style values htmlToScreen reads (see shared's htmlSnapshot.ts).
import {
  HTML_ATTRIBUTES,
  HTML_STYLE_KEYS,
  type HtmlAttribute,
  type HtmlNode,
  type HtmlSnapshot,
  type HtmlStyle,
} from '@protolab/shared';

/** No scripts, plugins, frames or forms: added to the workbench's own policy, which the frame inherits. */
const POLICY = "script-src 'none'; object-src 'none'; frame-src 'none'; form-action 'none'";
/** The empty page of a frame that shows or measures markup: write the markup with writePage once it loaded. */
export const FRAME_PAGE = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${POLICY}"></head><body></body></html>`;
/** How long pictures may take to load before the page is measured as it is. */
const LOAD_TIMEOUT_MS = 5000;
const INLINE_STYLE = 'data-protolab-style';
const DROPPED_HANDLER = 'data-protolab-handler';
/** Elements that never reach the frame: they run, embed or link something. */
const DROPPED = 'script, noscript, iframe, frame, object, embed, base, meta, link, template';

/** Inline phrasing: text inside it stays one run with the text around it. */
const PHRASING = new Set(
  'a abbr b bdi bdo br cite code data dfn em i kbd mark q s samp small span strong sub sup time u var wbr del ins'.split(
    ' ',
  ),
);
/** What is measured as a whole, without walking inside. */
const WHOLE = new Set(['svg', 'select', 'textarea', 'table', 'button', 'img', 'input', 'video', 'canvas', 'iframe']);
const TEXT_STYLE_KEYS: readonly (keyof HtmlStyle)[] = [
  'color',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'textAlign',
  'textDecorationLine',
];
/** Style values that are the defaults, left out of the snapshot. */
const DEFAULTS: Partial<Record<keyof HtmlStyle, string>> = {
  visibility: 'visible',
  opacity: '1',
  backgroundColor: 'rgba(0, 0, 0, 0)',
  backgroundImage: 'none',
  boxShadow: 'none',
  borderTopWidth: '0px',
  borderRightWidth: '0px',
  borderBottomWidth: '0px',
  borderLeftWidth: '0px',
  borderTopLeftRadius: '0px',
  borderTopRightRadius: '0px',
  borderBottomRightRadius: '0px',
  borderBottomLeftRadius: '0px',
  paddingTop: '0px',
  paddingRight: '0px',
  paddingBottom: '0px',
  paddingLeft: '0px',
};

/**
 * The page, ready to go into the frame: parsed inert, without scripts, frames, links or event
 * handlers, its style sheets' text and each element's inline style taken out. The frame inherits
 * the workbench's policy, which forbids inline styles in markup; they are applied through the CSSOM
 * (a constructed style sheet, `style.cssText`), which no policy governs.
 */
function inertPage(html: string) {
  // style elements are taken out of the text: parsed, even inert, they would break the policy
  const sheets: string[] = [];
  // (one not closed yet, as a page streams in, runs to the end)
  const markup = html.replace(/<style\b[^>]*>([\s\S]*?)(?:<\/style\s*>|$)/gi, (_, css: string) => {
    sheets.push(css);
    return '';
  });
  // so are style attributes (renamed, and given back through the CSSOM) and event handlers (dropped)
  const renamed = markup.replace(/<[a-zA-Z][^>]*>/g, (tag) =>
    tag.replace(/(\s)(style|on\w+)(\s*=)/gi, (_, space: string, name: string, equals: string) =>
      name.toLowerCase() === 'style' ? `${space}${INLINE_STYLE}${equals}` : `${space}${DROPPED_HANDLER}${equals}`,
    ),
  );
  const parsed = new DOMParser().parseFromString(renamed, 'text/html');
  parsed.querySelectorAll(`${DROPPED}, style`).forEach((el) => el.remove());
  const inline = new Map<Element, string>();
  for (const el of parsed.querySelectorAll('*')) {
    for (const attribute of [...el.attributes]) {
      if (attribute.name.startsWith('on') || attribute.name === DROPPED_HANDLER) el.removeAttribute(attribute.name);
    }
    const style = el.getAttribute(INLINE_STYLE);
    if (style !== null) {
      inline.set(el, style);
      el.removeAttribute(INLINE_STYLE);
    }
  }
  return { parsed, css: sheets.join('\n'), inline };
}

function styleOf(css: CSSStyleDeclaration, keys: readonly (keyof HtmlStyle)[]): Partial<HtmlStyle> {
  const style: Partial<HtmlStyle> = {};
  for (const key of keys) {
    const value = css[key];
    if (value && value !== DEFAULTS[key]) style[key] = value;
  }
  return style;
}

function hasOwnBox(css: CSSStyleDeclaration): boolean {
  return (
    css.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
    css.backgroundImage !== 'none' ||
    css.borderTopWidth !== '0px' ||
    css.borderBottomWidth !== '0px' ||
    css.borderLeftWidth !== '0px' ||
    css.borderRightWidth !== '0px'
  );
}

const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

class Measurer {
  constructor(private readonly win: Window) {}

  box(rect: DOMRect) {
    return { x: rect.left, y: rect.top, w: rect.width, h: rect.height };
  }

  /** Only text and inline phrasing without a box of its own inside: one text run. */
  textOnly(el: Element): boolean {
    for (const child of el.children) {
      if (!PHRASING.has(child.localName)) return false;
      if (hasOwnBox(this.win.getComputedStyle(child)) || !this.textOnly(child)) return false;
    }
    return true;
  }

  node(el: Element): HtmlNode | undefined {
    const css = this.win.getComputedStyle(el);
    if (css.display === 'none') return undefined;
    const tag = el.localName;
    const node: HtmlNode = { tag, box: this.box(el.getBoundingClientRect()), style: styleOf(css, HTML_STYLE_KEYS) };
    const attrs: Partial<Record<HtmlAttribute, string>> = {};
    for (const name of HTML_ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value !== null) attrs[name] = value;
    }
    if (tag === 'input') {
      if ((el as HTMLInputElement).checked) attrs.checked = '';
      else delete attrs.checked;
    }
    if (Object.keys(attrs).length) node.attrs = attrs;
    if (WHOLE.has(tag)) {
      this.whole(el, node);
      return node;
    }
    if (this.textOnly(el)) {
      const text = clean(el.textContent);
      if (text) node.text = text;
      return node;
    }
    const children: HtmlNode[] = [];
    for (const child of el.childNodes) {
      if (child.nodeType === 1) {
        const measured = this.node(child as Element);
        if (measured) children.push(measured);
      } else if (child.nodeType === 3 && clean(child.textContent)) {
        const range = el.ownerDocument.createRange();
        range.selectNodeContents(child);
        children.push({
          tag: '#text',
          box: this.box(range.getBoundingClientRect()),
          style: styleOf(css, TEXT_STYLE_KEYS),
          text: clean(child.textContent),
        });
      }
    }
    if (children.length) node.children = children;
    return node;
  }

  /** The parts of a control, picture or table that htmlToScreen reads. */
  whole(el: Element, node: HtmlNode): void {
    if (node.tag === 'select') {
      const select = el as HTMLSelectElement;
      node.options = [...select.options].map((o) => clean(o.text));
      node.selectedIndex = Math.max(0, select.selectedIndex);
    } else if (node.tag === 'textarea') {
      const text = (el as HTMLTextAreaElement).value;
      if (text) node.text = text;
    } else if (node.tag === 'table') {
      const rows = [...(el as HTMLTableElement).rows];
      node.rows = rows.map((row) => [...row.cells].map((cell) => clean(cell.textContent)));
    } else if (node.tag === 'svg') {
      node.svg = el.innerHTML;
    } else if (node.tag === 'button') {
      const text = clean(el.textContent);
      if (text) node.text = text;
    }
  }
}

/**
 * Puts the page into a frame whose FRAME_PAGE has loaded, inert (see inertPage), in place of what
 * it showed: the measuring frame, and the AI generator's preview as the page streams in.
 */
export function writePage(frame: HTMLIFrameElement, html: string) {
  const win = frame.contentWindow as (Window & typeof globalThis) | null;
  const doc = frame.contentDocument;
  if (!win || !doc) throw new Error('no frame');
  const { parsed, css, inline } = inertPage(html);
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(`html { scrollbar-width: none; }\n${css}`);
  doc.adoptedStyleSheets = [sheet];
  const imported = new Map<Element, Element>();
  const head = doc.importNode(parsed.head, true);
  const body = doc.importNode(parsed.body, true);
  // the imported copies in the order of the originals, to give each its inline style back
  const originals = [...parsed.body.querySelectorAll('*')];
  const copies = [...body.querySelectorAll('*')];
  originals.forEach((el, i) => imported.set(el, copies[i]));
  imported.set(parsed.body, body);
  for (const attribute of [...parsed.documentElement.attributes]) {
    doc.documentElement.setAttribute(attribute.name, attribute.value);
  }
  // the frame page's own policy stays first in the head
  const policy = doc.head.querySelector('meta[http-equiv]');
  doc.head.replaceChildren(...(policy ? [policy] : []), ...head.childNodes);
  doc.body.replaceWith(body);
  for (const [el, style] of inline) {
    const copy = el === parsed.documentElement ? doc.documentElement : imported.get(el);
    if (copy instanceof win.HTMLElement || copy instanceof win.SVGElement) copy.style.cssText = style;
  }
  return { win, doc };
}

/** Waits for the frame's empty page to load. */
function loaded(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
}

/** Waits for the pictures of the page, at most LOAD_TIMEOUT_MS. */
function pictures(doc: Document): Promise<unknown> {
  const images = [...doc.images].filter((img) => !img.complete);
  if (!images.length) return Promise.resolve();
  const all = Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  return Promise.race([all, new Promise((resolve) => setTimeout(resolve, LOAD_TIMEOUT_MS))]);
}

/** The page laid out at `size.w` wide (and at least `size.h` high), measured. */
export async function measureHtml(html: string, size: { w: number; h: number }): Promise<HtmlSnapshot> {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    left: '-100000px',
    top: '0',
    width: `${size.w}px`,
    height: `${size.h}px`,
    border: '0',
    opacity: '0',
    pointerEvents: 'none',
  });
  const ready = loaded(frame);
  frame.srcdoc = FRAME_PAGE;
  document.body.append(frame);
  try {
    await ready;
    const { win, doc } = writePage(frame, html);
    await pictures(doc);
    const root = new Measurer(win).node(doc.body) ?? { tag: 'body', box: { x: 0, y: 0, w: size.w, h: size.h } };
    return {
      w: size.w,
      h: Math.max(size.h, Math.ceil(doc.documentElement.scrollHeight)),
      title: clean(doc.title) || undefined,
      background: win.getComputedStyle(doc.documentElement).backgroundColor,
      root,
    };
  } finally {
    frame.remove();
  }
}
