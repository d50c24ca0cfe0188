// English texts of the share dialog's Code part (issue 37): the static site and React project
// downloads and the preview of a screen's code. They define the keys every other locale must have.
export const en = {
  title: 'Code',
  intro: 'Download the prototype as code that developers can read, run and keep.',
  kind: 'Export as',
  'kind.site': 'Static site (opens from disk, no build)',
  'kind.react': 'React project (Vite and TypeScript)',
  download: 'Download ZIP',
  preparing: 'Preparing the ZIP…',
  screen: 'Screen',
  file: 'File',
  preview: 'Code of the screen',
  copy: 'Copy',
  copied: 'Code copied',
  copyFailed: 'The code could not be copied',
  drawn: 'Drawn as a plain box on this screen: {{types}}',
  missingImages_one: '{{count}} image could not be added to the ZIP',
  missingImages_other: '{{count}} images could not be added to the ZIP',
  noScreens: 'The prototype has no screens to export yet.',
};
