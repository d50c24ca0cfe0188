// English texts of the page import area (Import HTML…, Import YAML…, Export screen as YAML): they
// define the keys every other locale must have.
export const en = {
  'html.open': 'Import HTML…',
  'html.title': 'Import an HTML page',
  'html.intro':
    "Choose an HTML file or paste the markup. The page is laid out at the prototype's screen width, without its scripts, and becomes a new screen of editable widgets.",
  'yaml.open': 'Import YAML…',
  'yaml.title': 'Import screens from YAML',
  'yaml.intro':
    'Choose a YAML file or paste the description: screens, widgets by their type names with props and style, rows and columns.',
  file: 'File',
  pasted: 'Or paste it here',
  submit: 'Import',
  busy: 'Importing…',
  'error.empty': 'Choose a file or paste something to import.',
  'error.line': 'Line {{line}}: {{message}}',
  'error.layout': 'The page could not be laid out: {{message}}',
  done_one: 'A new screen was added with {{count}} widget.',
  done_other: 'A new screen was added with {{count}} widgets.',
  unmapped: 'Elements without a widget of their own, kept as a stand-in:',
  unmappedItem: '<{{tag}}> "{{name}}" as a {{as}}',
  complete: 'Every element of the page has a widget of its own.',
  'export.open': 'Export screen as YAML',
  'export.title': 'The screen "{{name}}" as YAML',
  'export.text': 'YAML of the screen',
  'export.download': 'Download',
};
