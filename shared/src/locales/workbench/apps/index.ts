// Texts of the prototypes area (my prototypes, create, overview and tabs, sharing, team, settings,
// the read-only canvas).
import { defineTexts } from '../defineTexts';
import { cn } from './cn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { ptBr } from './ptBr';

export const apps = defineTexts(en, { es, cn, de, pt, 'pt-br': ptBr });
