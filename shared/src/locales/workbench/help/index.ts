// Texts of the help area (help topics, notifications, contact form, examples).
// Help pages (SPEC §3 "Help text": a title and paragraphs) are `topic.<topic>[.<sub>].title|p<n>`;
// the workbench's help/helpTopics.ts lists which pages exist.
import { defineTexts } from '../defineTexts';
import { cn } from './cn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { ptBr } from './ptBr';

export const help = defineTexts(en, { es, cn, de, pt, 'pt-br': ptBr });
