// Texts every part of the workbench uses: header, global alerts, banners, errors, the 404 page.
import { defineTexts } from '../defineTexts';
import { cn } from './cn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { ptBr } from './ptBr';

export const common = defineTexts(en, { es, cn, de, pt, 'pt-br': ptBr });
