// The wire contract: what each REST call takes (schemas the API validates with) and answers, one file
// per resource. Records themselves and their base fields are in model/.
export * from './contract/annotations';
export * from './contract/answers';
export * from './contract/apps';
export * from './contract/commands';
export * from './contract/figures';
export * from './contract/comments';
export * from './contract/errorLog';
export * from './contract/events';
export * from './contract/ingest';
export * from './contract/invitations';
export * from './contract/legacyChanges';
export * from './contract/mouse';
export * from './contract/team';
export * from './contract/users';
export * from './contract/realtime';
export * from './contract/study';
export * from './contract/testSettings';
export * from './contract/versions';
export * from './contract/ai';
export * from './contract/importUrl';
