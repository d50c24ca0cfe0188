// The notification and tips feed: pure rules of SPEC §9, used by the API.
export * from './notifications/texts';
export * from './notifications/journey';
