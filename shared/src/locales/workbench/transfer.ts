// Texts of the transfer area (import and export dialogs).
import { defineTexts } from './defineTexts';

export const transfer = defineTexts({}, { es: {}, cn: {}, de: {}, pt: {}, 'pt-br': {} });
