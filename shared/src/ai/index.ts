// The AI page generator's pure parts: prompts, requests, answers (streamed or not) and the page in them.
export * from './aiTypes';
export * from './aiPrompts';
export * from './aiRequest';
export * from './aiAnswers';
export * from './aiPage';
