// An API description read from a URL or a file and dereferenced with swagger-parser, in the browser;
// a URL is loaded by the API's POST /rest/import/url (see docs/decisions.md). JSON or YAML; internal $refs only (an external one is not fetched).
// Loaded when the dialog first reads a description: the parser stays out of the editor's chunk.
import SwaggerParser from '@apidevtools/swagger-parser';
import { Buffer } from 'buffer';
import { load as parseYaml } from 'js-yaml';
import { apiResources, isApiDescription, RestError, type ApiResource, type ImportUrlAnswer } from '@protolab/shared';
import { api } from '../shell/api';
import { ApiImportError } from './apiImportError';

// swagger-parser's reference parser asks Buffer.isBuffer of what it parsed: browsers need Node's Buffer
(globalThis as { Buffer?: unknown }).Buffer ??= Buffer;

/** The file at `url`, loaded by the API: the workbench's content security policy lets the browser reach no other host. */
async function fetchText(url: string): Promise<string> {
  try {
    const file = await api.request<ImportUrlAnswer>('POST', '/rest/import/url', { body: { url } });
    return file.text;
  } catch (error) {
    const code = error instanceof RestError ? error.apiError?.code : undefined;
    if (code === 'private_address') throw new ApiImportError('private');
    if (code === 'too_large') throw new ApiImportError('tooLarge');
    throw error instanceof RestError && error.status === 401 ? error : new ApiImportError('notLoaded');
  }
}

/** A description's text (JSON or YAML) dereferenced into its resources; ApiImportError('invalid') if it is none. */
export async function resourcesOf(text: string): Promise<ApiResource[]> {
  let parsed: unknown;
  try {
    parsed = text.trimStart().startsWith('{') ? JSON.parse(text) : parseYaml(text);
  } catch {
    throw new ApiImportError('invalid');
  }
  if (!isApiDescription(parsed)) throw new ApiImportError('invalid');
  try {
    const options = { resolve: { external: false }, dereference: { circular: 'ignore' as const } };
    const dereferenced = await SwaggerParser.dereference(parsed as never, options);
    return apiResources(dereferenced as unknown as { paths: Record<string, unknown> });
  } catch {
    throw new ApiImportError('invalid');
  }
}

/** The resources of the description at `url` (trimmed; empty is ApiImportError('noUrl')). */
export async function loadFromUrl(url: string): Promise<ApiResource[]> {
  const address = url.trim();
  if (!address) throw new ApiImportError('noUrl');
  if (!/^https?:\/\//i.test(address)) throw new ApiImportError('notLoaded');
  return resourcesOf(await fetchText(address));
}
