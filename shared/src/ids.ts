import { v7 as uuidv7 } from 'uuid';

/** A client-made record id: UUIDv7, so ids sort by creation time and never collide across devices. */
export function newId(): string {
  return uuidv7();
}
