// Public surface of @protolab/shared. Each area keeps its own barrel.
export * from './appDocument';
export * from './records';
export * from './constants';
export * from './client';
export * from './contract';
export * from './validation';
export * from './notifications';
export * from './simulator';
export * from './playerTexts';
export * from './locales/workbench';
export * from './analytics';
export * from './widgets';
export * from './editor';
export * from './a11y';
export * from './pageImport';
export * from './ai';
export * from './openApi';
