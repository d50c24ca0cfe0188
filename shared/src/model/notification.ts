import { z } from 'zod';

/** "News" come from the server's feed; "UserJourney" tips are added by the client's rules. */
export const NOTIFICATION_TYPES = ['News', 'UserJourney'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  /** Longer text (HTML of our own texts). */
  more: z.string().optional(),
  video: z.string().optional(),
  img: z.string().optional(),
  details: z.string().optional(),
  lastUpdate: z.number(),
  /** Client-side: newer than the user's lastNotification. */
  isNew: z.boolean().optional(),
});
export type FeedNotification = z.infer<typeof notificationSchema>;

/** GET and POST /rest/user/notification/last.json. */
export const lastNotificationSchema = z.object({ lastNotification: z.number() });
export type LastNotification = z.infer<typeof lastNotificationSchema>;
