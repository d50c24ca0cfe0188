// The workbench's texts: one i18next namespace per area, each in every locale of SPEC §1.
// To add an area: create the folder `<area>/` (one file per locale, index.ts with defineTexts) and list it here.
import { account } from './account';
import { analytics } from './analytics';
import { apps } from './apps';
import { common } from './common';
import { editor } from './editor';
import { help } from './help';
import { study } from './study';
import { transfer } from './transfer';

export const workbenchLocales = { common, account, analytics, apps, editor, help, study, transfer };

export type WorkbenchNamespace = keyof typeof workbenchLocales;
export const WORKBENCH_NAMESPACES = Object.keys(workbenchLocales) as WorkbenchNamespace[];

/** The English texts of every namespace: the keys the compiler checks `t()` calls against. */
export type WorkbenchResources = { [N in WorkbenchNamespace]: (typeof workbenchLocales)[N]['en'] };

export { defineTexts, type Texts, type Translations } from './defineTexts';
