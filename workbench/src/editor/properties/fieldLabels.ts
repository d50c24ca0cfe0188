// Names of prop and style keys in the properties: common ones have a text in the editor's locale
// (`prop.<key>`); any other key is its camelCase name split into words.
import type { TFunction } from 'i18next';

const PROP_LABELS = [
  'placeholder',
  'placeholderLabel',
  'options',
  'selected',
  'data',
  'icon',
  'icons',
  'activeIcon',
  'passiveIcon',
  'checked',
  'active',
  'value',
  'min',
  'max',
  'url',
] as const;

const hasPropLabel = (key: string): key is (typeof PROP_LABELS)[number] =>
  (PROP_LABELS as readonly string[]).includes(key);

/** "headerBackground" → "Header background", "background0" → "Background 0". */
function keyWords(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(t: TFunction<'editor'>, key: string): string {
  return hasPropLabel(key) ? t(`prop.${key}`) : keyWords(key);
}
