// The properties panel's style fields (font, padding, border) edit a token's value too: this
// StyleEdit reads and writes a plain style object (the form's draft) instead of widgets.
import { withoutUndefined, type Style } from '@protolab/shared';
import { shownOf } from '../properties/selectionValues';
import type { StyleEdit } from '../properties/styleEdit';

export function draftEdit(value: Style, onChange: (value: Style) => void): StyleEdit {
  return {
    state: 'style',
    widgets: [],
    read: (keys) => shownOf(keys.map((key) => value[key])),
    set: (style) => onChange(withoutUndefined({ ...value, ...style })),
    clearer: () => undefined,
    seal: () => undefined,
  };
}
