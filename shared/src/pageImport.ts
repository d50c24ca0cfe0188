// Pages turned into screens: measured HTML (the workbench measures it) and our YAML description.
export * from './import/htmlSnapshot';
export * from './import/htmlToScreen';
export * from './import/yamlScreen';
