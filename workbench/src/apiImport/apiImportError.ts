export type ApiImportProblem = 'noUrl' | 'notLoaded' | 'private' | 'tooLarge' | 'invalid';

/** Why a description could not be imported, in the words of the dialog's `error.<problem>` texts. */
export class ApiImportError extends Error {
  constructor(readonly problem: ApiImportProblem) {
    super(problem);
  }
}
