// Texts of the help area (help topics, notifications, contact form, examples).
import { defineTexts } from './defineTexts';

export const help = defineTexts({}, { es: {}, cn: {}, de: {}, pt: {}, 'pt-br': {} });
