// Written by test/helpPictures.ts (npm run help-pictures): the size of each picture of the help
// pages in workbench/public/help/, for the <img> width and height. Do not edit by hand.
export const HELP_FIGURE_SIZES = {
  'analytics-drop-off.png': { width: 768, height: 530 },
  'analytics-heat-maps.png': { width: 432, height: 854 },
  'analytics-task-success.png': { width: 784, height: 321 },
  'editor-design-mode.png': { width: 1200, height: 720 },
  'editor-properties.png': { width: 260, height: 631 },
  'editor-prototype-mode.png': { width: 980, height: 631 },
  'editor-view-menu.png': { width: 291, height: 416 },
  'import-api.png': { width: 480, height: 688 },
  'import-figma.png': { width: 480, height: 688 },
  'player-phone.png': { width: 390, height: 844 },
  'share-dialog.png': { width: 640, height: 868 },
  'test-task-recorder.png': { width: 1100, height: 868 },
} as const;

export type HelpPictureFile = keyof typeof HELP_FIGURE_SIZES;
