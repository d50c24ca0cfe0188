// Design tokens (issue 10): create, change and delete a token, link widgets' style props to one and
// unlink them. Drawing resolves the links (appDocument/designTokens.ts), so changing a token
// restyles every linked widget; deleting one takes its links along in the same command, so undo
// gives back both. Invalid input is refused with the field named, before any edit is made.
import { tokenUsers } from '../../appDocument/designTokens';
import { newId } from '../../ids';
import type { App } from '../../model/app';
import type { DesignToken } from '../../model/designToken';
import {
  isComplexKind,
  isTokenKind,
  tokenFitsProp,
  tokenNameProblem,
  tokenValueProblem,
  type DesignTokenKind,
} from '../../model/designTokenKinds';
import type { TokenLinks } from '../../model/widget';
import type { WidgetStyleState } from '../../model/widgetStyleStates';
import type { FieldIssue } from '../../validation';
import { copyJson, type RecordValue } from '../edit';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';

export interface TokenInput {
  type: string;
  name: string;
  value: unknown;
}

const refuse = (type: string, refused: FieldIssue): CommandDraft => ({ type, edits: [], refused });

const othersThan = (doc: App, id?: string) => Object.values(doc.designtokens ?? {}).filter((t) => t.id !== id);

/** A new token of a kind (colour, stroke, text, padding, shadow); complex when its kind holds several props. */
export function createToken(doc: App, input: TokenInput): CommandDraft {
  const type = 'createToken';
  if (!isTokenKind(input.type)) return refuse(type, { field: 'type', message: 'is no kind of design token' });
  const problem = tokenNameProblem(input.name, othersThan(doc)) ?? tokenValueProblem(input.type, input.value);
  if (problem) return refuse(type, problem);
  const token: DesignToken = {
    id: newId(),
    name: input.name,
    type: input.type,
    isComplex: isComplexKind(input.type),
    value: copyJson(input.value),
  };
  return { type, edits: new EditBuilder(doc).add('designtokens', token as RecordValue).build() };
}

/** Renames a token or gives it a new value (checked against its kind). */
export function updateToken(doc: App, id: string, changes: Partial<Pick<TokenInput, 'name' | 'value'>>): CommandDraft {
  const type = 'updateToken';
  const token = doc.designtokens?.[id];
  if (!token) return refuse(type, { field: 'id', message: `there is no token ${id}` });
  const problem =
    (changes.name === undefined ? undefined : tokenNameProblem(changes.name, othersThan(doc, id))) ??
    (changes.value === undefined || !isTokenKind(token.type)
      ? undefined
      : tokenValueProblem(token.type, changes.value));
  if (problem) return refuse(type, problem);
  const fields = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  return { type, edits: new EditBuilder(doc).update('designtokens', id, copyJson(fields)).build() };
}

/** Deletes a token and every link to it from widgets and templates. */
export function deleteToken(doc: App, id: string): CommandDraft {
  const type = 'deleteToken';
  if (!doc.designtokens?.[id]) return refuse(type, { field: 'id', message: `there is no token ${id}` });
  const build = new EditBuilder(doc);
  const users = tokenUsers(doc, id);
  const unlink = (links: TokenLinks | undefined) =>
    withoutEmpty(
      Object.fromEntries(
        Object.entries(links ?? {}).map(([state, props]) => [
          state,
          Object.fromEntries(Object.entries(props).filter(([, token]) => token !== id)),
        ]),
      ),
    );
  for (const widget of users.widgets) {
    build.update('widgets', widget, { designtokens: unlink(doc.widgets[widget].designtokens) });
  }
  for (const template of users.templates) {
    build.update('templates', template, { designtokens: unlink(doc.templates?.[template]?.designtokens) });
  }
  build.delete('designtokens', id);
  return { type, edits: build.build() };
}

/** Links the css props of the widgets' style in `state` to a token whose kind gives them. */
export function linkToken(
  doc: App,
  widgetIds: readonly string[],
  tokenId: string,
  props: readonly string[],
  state: WidgetStyleState = 'style',
): CommandDraft {
  const type = 'linkToken';
  const token = doc.designtokens?.[tokenId];
  if (!token) return refuse(type, { field: 'token', message: `there is no token ${tokenId}` });
  const misfit = props.find((prop) => !isTokenKind(token.type) || !tokenFitsProp(token.type, prop));
  if (props.length === 0 || misfit) {
    return refuse(type, { field: 'props', message: `a ${token.type} token cannot give ${misfit ?? 'nothing'}` });
  }
  return relink(doc, widgetIds, props, state, tokenId, type);
}

/**
 * Takes the links of the css props of the widgets' style in `state` away: their own values show
 * again. With `kind`, only links to tokens of that kind go (a border's colour linked to a colour
 * token, not the same prop linked to a stroke token).
 */
export function unlinkToken(
  doc: App,
  widgetIds: readonly string[],
  props: readonly string[],
  state: WidgetStyleState = 'style',
  kind?: DesignTokenKind,
): CommandDraft {
  return relink(doc, widgetIds, props, state, undefined, 'unlinkToken', kind);
}

function relink(
  doc: App,
  widgetIds: readonly string[],
  props: readonly string[],
  state: WidgetStyleState,
  tokenId: string | undefined,
  type: string,
  onlyKind?: DesignTokenKind,
): CommandDraft {
  const build = new EditBuilder(doc);
  for (const id of widgetIds) {
    const widget = doc.widgets[id];
    if (!widget) continue;
    const links = { ...widget.designtokens?.[state] };
    for (const prop of props) {
      if (tokenId) links[prop] = tokenId;
      else if (!onlyKind || doc.designtokens?.[links[prop]]?.type === onlyKind) delete links[prop];
    }
    build.update('widgets', id, { designtokens: withoutEmpty({ ...widget.designtokens, [state]: links }) });
  }
  return { type, edits: build.build() };
}

/** Links without the states that link nothing; undefined when none is left (the field goes away). */
function withoutEmpty(links: TokenLinks): TokenLinks | undefined {
  const kept = Object.entries(links).filter(([, props]) => Object.keys(props).length > 0);
  return kept.length ? Object.fromEntries(kept) : undefined;
}
