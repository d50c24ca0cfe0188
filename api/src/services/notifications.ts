// The notification and tips feed of a user: the rules are the pure journeyFeed of @protolab/shared;
// this keeps its memory (which tip was added when) in the user's `notifications` map.
import type { Deps } from '../deps';
import { guestFeed, journeyFeed, type FeedNotification } from '@protolab/shared';
import type { Caller } from './caller';
import { findUserById, replaceNotifications } from '../repos/usersRepo';

/**
 * One request of the feed is one visit. A tip added now is stored with a check that nobody else
 * added one meanwhile (two tabs at once); if somebody did, their feed is answered instead.
 */
export async function notificationFeed(
  { knex }: Pick<Deps, 'knex'>,
  caller: Caller,
  now: number,
): Promise<FeedNotification[]> {
  const actor = caller.user;
  if (!actor) return guestFeed();
  for (let attempt = 0; attempt < 3; attempt++) {
    const user = await findUserById(knex, actor.id);
    if (!user) return guestFeed();
    const feed = journeyFeed(
      {
        created: user.created,
        loginCount: user.loginCount,
        hasName: Boolean(user.name?.trim()),
        hasImage: Boolean(user.image),
        lastNotification: user.lastNotification ?? 0,
        granted: user.notifications,
      },
      now,
    );
    if (feed.added.length === 0 || (await replaceNotifications(knex, user.id, user.notifications, feed.granted))) {
      return feed.items;
    }
  }
  throw new Error('The notification feed kept changing while it was computed');
}
