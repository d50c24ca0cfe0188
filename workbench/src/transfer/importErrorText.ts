// What the import dialog says about a failure (SPEC §5/§8 texts, in the transfer namespace).
import i18next from 'i18next';
import { MAX_IMAGE_BYTES, RestError } from '@protolab/shared';
import { errorText } from '../shell/errors';
import {
  ImportError,
  MAX_IMPORT_JSON_BYTES,
  MAX_IMPORT_UNPACK_RATIO,
  MAX_IMPORT_UNPACKED_BYTES,
  MAX_IMPORT_ZIP_BYTES,
  type ImportProblem,
} from './importFile';

const MB = 1024 * 1024;
export const SIZE_LIMITS = {
  zipMb: MAX_IMPORT_ZIP_BYTES / MB,
  jsonMb: MAX_IMPORT_JSON_BYTES / MB,
  imageMb: MAX_IMAGE_BYTES / MB,
  unpackedMb: MAX_IMPORT_UNPACKED_BYTES / MB,
  ratio: MAX_IMPORT_UNPACK_RATIO,
};

export function importProblemText(problem: ImportProblem, file = ''): string {
  return i18next.t(`transfer:error.${problem}`, { ...SIZE_LIMITS, file });
}

/** The text for anything an import can throw. */
export function importErrorText(error: unknown): string {
  if (error instanceof ImportError) return importProblemText(error.problem, error.file);
  if (error instanceof RestError) {
    if (error.status === 413) return importProblemText('tooBig');
    if (error.status === 415) return importProblemText('imageWrongType');
    if (error.status === 400 && error.apiError?.code === 'validation') return importProblemText('invalidDocument');
  }
  return errorText(error);
}
