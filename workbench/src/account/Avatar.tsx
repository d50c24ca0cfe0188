import type { User } from '@protolab/shared';
import { profileImageSource } from '../shell/imageSource';
import { initials } from './profileImage';

export function Avatar({ user, size = 32, alt = '' }: { user: User; size?: number; alt?: string }) {
  const url = profileImageSource(user);
  return url ? (
    <img className="avatar" src={url} width={size} height={size} alt={alt} />
  ) : (
    <span
      className="avatar avatar-initials"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {initials(user)}
    </span>
  );
}
