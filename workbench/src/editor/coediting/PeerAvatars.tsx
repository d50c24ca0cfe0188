// The co-editors in the canvas bar: a round avatar each, their initials in their colour, their
// name on hover (and for screen readers); a reader is marked as watching.
import { useTranslation } from 'react-i18next';
import type { RealtimePeer } from '@protolab/shared';
import { initialsOf, nameOf } from './coediting';

export function PeerAvatars({ peers }: { peers: readonly RealtimePeer[] }) {
  const { t } = useTranslation('editor');
  if (!peers.length) return null;
  return (
    <ul className="peer-avatars" aria-label={t('coediting.others')} data-testid="peer-avatars">
      {peers.map((peer) => {
        const name = peer.readOnly ? t('coediting.watching', { name: nameOf(peer) }) : nameOf(peer);
        return (
          <li
            key={peer.client}
            className="peer-avatar"
            style={{ background: peer.color }}
            title={name}
            aria-label={name}
            data-client={peer.client}
          >
            {initialsOf(peer)}
          </li>
        );
      })}
    </ul>
  );
}
