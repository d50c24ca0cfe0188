// The API's server: https with the configured certificate (HTTPS_CERT, HTTPS_KEY), else plain http.
// Both carry the realtime socket's upgrade requests the same way.
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Config } from '../config';

export function createAppServer(config: Pick<Config, 'tls'>, handler: RequestListener): Server {
  return config.tls
    ? createHttpsServer({ cert: config.tls.cert, key: config.tls.key }, handler)
    : createHttpServer(handler);
}

/** The scheme the server answers on. */
export const serverProtocol = (config: Pick<Config, 'tls'>): 'https' | 'http' => (config.tls ? 'https' : 'http');
