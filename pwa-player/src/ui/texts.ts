import { createContext, useContext } from 'react';
import { playerText, type Locale, type PlayerTextKey } from '@protolab/shared';

export type Translate = (key: PlayerTextKey, values?: Record<string, string | number>) => string;

export const translator = (locale: Locale): Translate => (key, values) => playerText(locale, key, values);

export const TextsContext = createContext<Translate>(translator('en'));

export const useTexts = (): Translate => useContext(TextsContext);
