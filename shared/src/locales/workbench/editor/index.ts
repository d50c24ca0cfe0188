// Texts of the prototype editor (canvas, palette, properties, saving).
import { defineTexts } from '../defineTexts';
import { cn } from './cn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { ptBr } from './ptBr';

export const editor = defineTexts(en, { es, cn, de, pt, 'pt-br': ptBr });
