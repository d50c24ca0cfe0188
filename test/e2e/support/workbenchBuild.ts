// The workbench as the API serves it (/).
import { ensureBuilt, frontEnd } from './frontEndBuild';

const workbench = frontEnd('workbench', 'index.html');
export const ensureWorkbenchBuilt = () => ensureBuilt(workbench);
