// What the properties panel's token links read and change: which token the selected widgets link
// a style field's css props to in one state (their own links, or their template's), and the
// commands that link and unlink them. A template's link is changed on the template ("Update
// template") or overridden by a link of the instance's own.
import {
  COMPLEX_TOKEN_PROPS,
  linkToken,
  templateOf,
  templateTokenLinks,
  tokenFitsProp,
  unlinkToken,
  type App,
  type DesignToken,
  type DesignTokenKind,
  type Editor,
  type Widget,
  type WidgetStyleState,
} from '@protolab/shared';

/** What a font token gives a widget (its colour is linked on its own, as Quant-UX does). */
export const FONT_TOKEN_PROPS = COMPLEX_TOKEN_PROPS.text.filter((prop) => prop !== 'color');

/**
 * Links are read per kind: the border's colour linked to a colour token leaves the border's
 * stroke field free, and the other way round.
 */
export interface TokenLinking {
  /** the app's tokens of `kind` that can give all of `props` */
  tokens(kind: DesignTokenKind, props: readonly string[]): DesignToken[];
  /**
   * `token`: every widget links every prop to it; `any`: some prop of some widget is linked to a
   * token of `kind` (with no `token`, the links are mixed)
   */
  linked(kind: DesignTokenKind, props: readonly string[]): { token?: DesignToken; any: boolean; fromTemplate: boolean };
  link(tokenId: string, props: readonly string[]): void;
  /** takes away the links of `props` to tokens of `kind` */
  unlink(kind: DesignTokenKind, props: readonly string[]): void;
}

export function tokenLinking(
  editor: Editor,
  doc: App,
  widgets: readonly Widget[],
  state: WidgetStyleState,
): TokenLinking {
  const ids = widgets.map((w) => w.id);
  const all = Object.values(doc.designtokens ?? {});
  /** the token a widget (or else its template) links `prop` to, when it is of `kind` */
  const linkOf = (widget: Widget, prop: string, kind: DesignTokenKind, own = false) => {
    const id =
      widget.designtokens?.[state]?.[prop] ??
      (own ? undefined : templateTokenLinks(doc, templateOf(doc, widget), state)[prop]);
    return id !== undefined && doc.designtokens?.[id]?.type === kind ? id : undefined;
  };
  return {
    tokens: (kind, props) => all.filter((token) => token.type === kind && props.every((p) => tokenFitsProp(kind, p))),
    linked(kind, props) {
      const links = widgets.flatMap((w) => props.map((prop) => linkOf(w, prop, kind)));
      const first = links[0];
      const same = first !== undefined && links.every((id) => id === first);
      const any = links.some((id) => id !== undefined);
      const own = widgets.some((w) => props.some((prop) => linkOf(w, prop, kind, true) !== undefined));
      return { token: same ? doc.designtokens?.[first] : undefined, any, fromTemplate: any && !own };
    },
    link: (tokenId, props) => void editor.run(linkToken(doc, ids, tokenId, props, state)),
    unlink: (kind, props) => void editor.run(unlinkToken(doc, ids, props, state, kind)),
  };
}
