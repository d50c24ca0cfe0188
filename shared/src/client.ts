export { createRestClient, type RestClient } from './client/restClient';
export { invitationPaths } from './client/invitationPaths';
export {
  RestError,
  type FetchInit,
  type FetchLike,
  type FetchResponse,
  type FormDataLike,
  type HttpMethod,
  type QueryValue,
  type RequestFn,
  type RequestOptions,
  type RestClientOptions,
} from './client/http';
export * from './client/responses';
