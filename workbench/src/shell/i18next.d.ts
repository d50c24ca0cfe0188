// t() keys are checked against the English texts of each namespace.
import 'i18next';
import type { WorkbenchResources } from '@protolab/shared';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: WorkbenchResources;
    keySeparator: false;
    nsSeparator: ':';
  }
}
