// The simulator: which line an interaction fires and what the tester sees next. Pure: no DOM.
export * from './simulator/lineEvents';
export * from './simulator/lineIndex';
export * from './simulator/pressable';
export * from './simulator/formState';
export * from './simulator/validation';
export * from './simulator/dataBinding';
export * from './simulator/errorMessages';
export * from './simulator/logic';
export * from './simulator/engine';
export * from './simulator/taskProgress';
export * from './simulator/recording';
export * from './simulator/animation';
