// A description file fetched for a designer whose browser cannot load it (CORS), with request-forgery
// protection: http(s) only; the name is resolved and every address checked, and the request goes to
// the checked addresses only (a name that resolves otherwise a moment later changes nothing); no
// private, loopback or link-local address unless IMPORT_ALLOW_PRIVATE_URLS; redirects re-checked;
// a size and a time limit.
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ImportUrlAnswer, ImportUrlInput } from '@protolab/shared';
import type { Deps } from '../deps';
import { requireUser, type Caller } from './caller';
import { Refusal } from './refusal';

const MAX_REDIRECTS = 3;

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/** Whether an address is not on the public internet (private, loopback, link-local, multicast, reserved). */
function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  return isIP(address) === 4 ? PRIVATE.check(address, 'ipv4') : PRIVATE.check(address, 'ipv6');
}

const notLoaded = (message: string) => new Refusal('invalid', 'url_not_loaded', message, 'url');

/** SPEC §6: guests must sign up to import (an expired login is asked to log in again). */
function requireDesigner(caller: Caller) {
  if (!caller.user && !caller.authError) {
    throw new Refusal('forbidden', 'signup_required', 'Please sign up to import', 'url');
  }
  return requireUser(caller);
}

/** The addresses of the URL's host, every one checked; throws when any is private. */
async function checkedAddresses(url: URL, allowPrivate: boolean): Promise<{ address: string; family: number }[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw notLoaded(`The name ${host} could not be resolved`);
  }
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new Refusal('invalid', 'private_address', 'Addresses of private networks cannot be loaded', 'url');
  }
  return addresses;
}

/** One GET to the checked addresses; resolves with the answer's head, its body still to read. */
function get(
  url: URL,
  addresses: { address: string; family: number }[],
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'GET',
      lookup: pinned,
      signal,
      headers: { accept: 'application/json, application/yaml, text/yaml, text/plain, */*' },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

async function readLimited(answer: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(answer.headers['content-length']);
  const tooLarge = () =>
    new Refusal('too_large', 'too_large', `The file is larger than ${Math.round(maxBytes / 1024)} KB`, 'url');
  if (declared > maxBytes) {
    answer.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of answer) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      answer.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function fetchImportUrl(deps: Deps, caller: Caller, input: ImportUrlInput): Promise<ImportUrlAnswer> {
  requireDesigner(caller);
  const { importAllowPrivateUrls, importUrlMaxBytes, importUrlTimeoutMs } = deps.config;
  const signal = AbortSignal.timeout(importUrlTimeoutMs);
  let url = new URL(input.url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Refusal('invalid', 'validation', 'Only http and https addresses can be loaded', 'url');
    }
    const addresses = await checkedAddresses(url, importAllowPrivateUrls);
    let answer: IncomingMessage;
    try {
      answer = await get(url, addresses, signal);
    } catch {
      throw notLoaded(
        signal.aborted
          ? `The address did not answer within ${importUrlTimeoutMs / 1000} s`
          : 'The address did not answer',
      );
    }
    const status = answer.statusCode ?? 0;
    if (status >= 300 && status < 400 && answer.headers.location) {
      answer.resume();
      url = new URL(answer.headers.location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      answer.resume();
      throw notLoaded(`The address answered ${status}`);
    }
    try {
      const text = await readLimited(answer, importUrlMaxBytes);
      return { contentType: answer.headers['content-type'] ?? 'application/octet-stream', text };
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw notLoaded('The file could not be read to its end');
    }
  }
  throw notLoaded('The address redirects too often');
}
