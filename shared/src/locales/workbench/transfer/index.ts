// Texts of the transfer area (import and export dialogs).
import { defineTexts } from '../defineTexts';
import { cn } from './cn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { ptBr } from './ptBr';

export const transfer = defineTexts(en, { es, cn, de, pt, 'pt-br': ptBr });
