// What designers call each widget type, in the page's language: its display name and the other
// words it is found by (namespace `palette`), rather than the format's type names.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkbenchResources } from '@protolab/shared';

type PaletteKey = keyof WorkbenchResources['palette'];

export interface WidgetNames {
  name(type: string): string;
  /** what a search may match: the name, the type name and the search words */
  searchTexts(type: string): string[];
}

export function useWidgetNames(): WidgetNames {
  const { t } = useTranslation('palette');
  return useMemo(() => {
    const name = (type: string) => t(`name.${type}` as PaletteKey, { defaultValue: type });
    return {
      name,
      searchTexts: (type) => [name(type), type, t(`synonyms.${type}` as PaletteKey, { defaultValue: '' })],
    };
  }, [t]);
}
