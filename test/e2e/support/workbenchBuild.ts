// The workbench as the API serves it (/).
import { ensureBuilt, frontEnd } from './frontEndBuild';

const workbench = frontEnd('workbench', 'index.html', ['public']);
export const ensureWorkbenchBuilt = () => ensureBuilt(workbench);
