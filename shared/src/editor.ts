// The headless editor: edits that carry their undo, commands built from them, the editor core.
export * from './editor/edit';
export * from './editor/applyEdits';
export * from './editor/editorCommand';
export * from './editor/editor';
export * from './editor/commands/placement';
export * from './editor/commands/widgetCommands';
export * from './editor/commands/screenCommands';
export * from './editor/commands/lineCommands';
export * from './editor/commands/arrangeCommands';
export * from './editor/commands/clipboardCommands';
export * from './editor/commands/groupCommands';
export * from './editor/commands/layerCommands';
export * from './editor/saver';
export * from './editor/hitTest';
export * from './editor/snapping';
export * from './editor/grid';
export * from './editor/linkGeometry';
