// POST /rest/invitation/{appId}/{hash}/events.json and …/mouse.json: what a tester's upload answers.

/** A record of an upload the server did not store. */
export interface IngestError {
  index: number;
  id?: string;
  field: string;
  message: string;
}

/**
 * Answer to an upload of events or mouse tracks: the ids the server holds (re-sending is always
 * safe). With bad records it is a 422 whose body also holds these fields: the good ones are stored.
 */
export interface IngestResponse {
  stored: string[];
  errors: IngestError[];
}
