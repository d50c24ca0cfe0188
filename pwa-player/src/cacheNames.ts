// Names shared by the page and the service worker (kept apart so the worker imports nothing else).

/** Cache Storage for the invitation, prototype and test settings JSON (network first). */
export const INVITATION_CACHE = 'protolab-invitations';
/** Cache Storage for uploaded images (cache first). */
export const IMAGE_CACHE = 'protolab-images';
/** Cache Storage for Material Design icons (cache first). */
export const ICON_CACHE = 'protolab-icons';
/** The Background Sync tag on which the service worker drains the outbox. */
export const BACKGROUND_SYNC_TAG = 'protolab-outbox';
