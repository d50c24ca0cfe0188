// Code from a prototype (issue 37): a static site and a React project, as files by path.
export { exportPrototype, type ExportedPrototype, type ExportedScreen, type ExportOptions } from './exportScreens';
export { siteScreenCode, staticSite, type ExportFiles } from './staticSite';
export { reactProject } from './reactProject';
export { hasOwnDrawing, imagePath } from './widgetElement';
