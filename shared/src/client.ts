export { createRestClient, type RestClient } from './client/restClient';
export { answerSchemas, type AnswerSchemas } from './client/answerSchemas';
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
