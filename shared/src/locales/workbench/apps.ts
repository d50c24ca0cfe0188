// Texts of the prototypes area (my prototypes, overview, sharing, test settings, team, import).
import { defineTexts } from './defineTexts';

export const apps = defineTexts({}, { es: {}, cn: {}, de: {}, pt: {}, 'pt-br': {} });
