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

/** No scripts, plugins, frames, forms or requests; pictures, styles and fonts may load. */
const POLICY =
  "default-src 'none'; script-src 'none'; object-src 'none'; frame-src 'none'; form-action 'none'; " +
  "img-src data: blob: https: http:; style-src 'unsafe-inline' https:; font-src data: https:";
const POLICY_META = `<meta http-equiv="Content-Security-Policy" content="${POLICY}">`;
/** How long pictures, styles and fonts may take before the page is measured as it is. */
const LOAD_TIMEOUT_MS = 5000;

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

/** The markup with the script-forbidding policy first in its head. */
function withPolicy(html: string): string {
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${POLICY_META}`);
  if (/<html[^>]*>/i.test(html)) return html.replace(/<html[^>]*>/i, (tag) => `${tag}<head>${POLICY_META}</head>`);
  return `<!doctype html><html><head>${POLICY_META}</head><body>${html}</body></html>`;
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

/** Waits for the frame's document to load (pictures, styles), at most LOAD_TIMEOUT_MS. */
function loaded(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, LOAD_TIMEOUT_MS);
    frame.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
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
  frame.srcdoc = withPolicy(html);
  document.body.append(frame);
  try {
    await ready;
    const win = frame.contentWindow;
    const doc = frame.contentDocument;
    if (!win || !doc?.body) throw new Error('The page could not be laid out.');
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
