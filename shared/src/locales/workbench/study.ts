// Texts of the study area (test settings, task recorder, comments).
import { defineTexts } from './defineTexts';

export const study = defineTexts({}, { es: {}, cn: {}, de: {}, pt: {}, 'pt-br': {} });
