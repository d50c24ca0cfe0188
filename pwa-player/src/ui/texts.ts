import { createContext, useContext } from 'react';
import { formatText, type PlayerTextKey, type PlayerTexts } from '@protolab/shared';

export type Translate = (key: PlayerTextKey, values?: Record<string, string | number>) => string;

export const translator =
  (texts: PlayerTexts): Translate =>
  (key, values) =>
    formatText(texts, key, values);

/** Provided once the locale's texts are loaded; nothing renders text before. */
export const TextsContext = createContext<Translate>((key) => key);

export const useTexts = (): Translate => useContext(TextsContext);
