// Texts of the account area: landing, login, sign-up, password reset, my account, logout, try-out,
// terms of service and privacy policy. `<tos>…</tos>` and `<privacy>…</privacy>` wrap links.
import { defineTexts } from '../defineTexts';
import { cn } from './cn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import { ptBr } from './ptBr';

export const account = defineTexts(en, { es, cn, de, pt, 'pt-br': ptBr });
