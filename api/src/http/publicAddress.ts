// Where testers reach this server, for share links and QR codes: the PUBLIC_URL setting, or else the
// machine's LAN address, which a phone on the same network can open (localhost on a phone is the
// phone itself).
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { PublicAddress } from '@protolab/shared';
import type { Config } from '../config';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

// Bridges of containers and virtual machines: reachable from this machine only.
const VIRTUAL = /^(docker|br-|veth|virbr|vboxnet|vmnet|podman|cni|flannel|lxc|lxd)/;

/** PUBLIC_URL when set; else this machine's LAN address on the port the request came in on. */
export function publicAddress(
  config: Pick<Config, 'publicUrl' | 'publicUrlSet'>,
  request: { protocol: string; host: string },
  interfaces: Interfaces = networkInterfaces(),
): PublicAddress | undefined {
  if (config.publicUrlSet) return { url: config.publicUrl, source: 'setting' };
  const lan = lanAddress(interfaces);
  if (!lan) return undefined;
  return { url: `${request.protocol}://${lan}:${hostPort(request.host, request.protocol)}`, source: 'lan' };
}

/** The first private (RFC 1918) IPv4 address of a real interface, else any other non-internal one. */
function lanAddress(interfaces: Interfaces): string | undefined {
  const candidates = Object.entries(interfaces)
    .filter(([name]) => !VIRTUAL.test(name))
    .flatMap(([, infos]) => infos ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal && !info.address.startsWith('169.254.'))
    .map((info) => info.address);
  return candidates.find(isPrivate) ?? candidates[0];
}

function isPrivate(address: string): boolean {
  const [a, b] = address.split('.').map(Number);
  return a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}

/** The port of a Host header ("127.0.0.1:3000", "[::1]:8080"), or the protocol's default. */
function hostPort(host: string, protocol: string): string {
  const match = /:(\d+)$/.exec(host);
  if (match) return match[1];
  return protocol === 'https' ? '443' : '80';
}
