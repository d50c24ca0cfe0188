// The notification and tips feed (SPEC §4 "Notifications", §9 notification rules) as one pure
// function: the user's data and the clock in, the feed and the updated tip memory out.
import {
  DAY_MS,
  MAX_NEW_NOTIFICATIONS_PER_VISIT,
  MIN_DAYS_BETWEEN_NEW_NOTIFICATIONS,
  NOTIFICATION_RULES,
} from '../constants';
import type { FeedNotification } from '../model/notification';
import { JOURNEY_TEXTS, type JourneyNoticeId } from './texts';

/** What the rules read about a user. */
export interface JourneyUser {
  /** Account creation, epoch ms. */
  created: number;
  loginCount: number;
  hasName: boolean;
  hasImage: boolean;
  /** The user has seen everything up to this time (epoch ms; 0 = never looked). */
  lastNotification: number;
  /** Tip id → when it was added to this user's feed. Tips once added stay listed. */
  granted: Record<string, number>;
}

export interface JourneyFeed {
  /** Newest first; the welcome notice is always there. */
  items: FeedNotification[];
  /** `granted` plus the tip added by this call, if any. */
  granted: Record<string, number>;
  /** The tip added by this call. */
  added: JourneyNoticeId[];
}

type TipId = Exclude<JourneyNoticeId, 'welcome'>;

const ageAtLeast = (user: JourneyUser, now: number, days: number) => now - user.created >= days * DAY_MS;

/** When each tip is due. The order is the order in which due tips are handed out, one at a time. */
const TIP_RULES: ReadonlyArray<{ id: TipId; due(user: JourneyUser, now: number): boolean }> = [
  { id: 'video-tip', due: (u, now) => ageAtLeast(u, now, NOTIFICATION_RULES.videoTipAfterDays) },
  { id: 'star-project', due: (u) => u.loginCount >= NOTIFICATION_RULES.starProjectAfterLogins },
  { id: 'community-chat', due: (u, now) => ageAtLeast(u, now, NOTIFICATION_RULES.communityChatAfterDays) },
  {
    id: 'profile-picture',
    due: (u, now) => !u.hasImage && ageAtLeast(u, now, NOTIFICATION_RULES.profilePictureAfterDaysWithoutImage),
  },
  { id: 'collaboration', due: (u, now) => ageAtLeast(u, now, NOTIFICATION_RULES.collaborationTipAfterDays) },
  { id: 'add-name', due: (u) => !u.hasName && u.loginCount >= NOTIFICATION_RULES.addNameAfterLoginsWithoutName },
];

export const JOURNEY_TIP_IDS: readonly TipId[] = TIP_RULES.map((r) => r.id);

function notice(id: JourneyNoticeId, lastUpdate: number, lastNotification: number | undefined): FeedNotification {
  const texts: { title: string; more: string; video?: string } = JOURNEY_TEXTS[id];
  return {
    id,
    type: 'UserJourney',
    title: texts.title,
    more: texts.more,
    ...(texts.video !== undefined && { video: texts.video }),
    lastUpdate,
    isNew: lastNotification === undefined ? false : lastUpdate > lastNotification,
  };
}

/** A guest sees the welcome notice only, never flagged new (a guest cannot mark it seen). */
export function guestFeed(): FeedNotification[] {
  return [notice('welcome', 0, undefined)];
}

/**
 * One call is one visit. A tip that has become due is added only when strictly more than
 * MIN_DAYS_BETWEEN_NEW_NOTIFICATIONS days have passed since the last notice (the welcome notice
 * counts from the account's creation), and at most MAX_NEW_NOTIFICATIONS_PER_VISIT per call.
 * Items newer than the user's lastNotification are flagged isNew.
 */
export function journeyFeed(user: JourneyUser, now: number): JourneyFeed {
  const granted: Record<string, number> = {};
  for (const id of JOURNEY_TIP_IDS) {
    const at = user.granted[id];
    if (typeof at === 'number' && Number.isFinite(at)) granted[id] = at;
  }
  const lastAdded = Math.max(user.created, ...Object.values(granted));
  const added: TipId[] = [];
  if (now - lastAdded > MIN_DAYS_BETWEEN_NEW_NOTIFICATIONS * DAY_MS) {
    for (const rule of TIP_RULES) {
      if (added.length >= MAX_NEW_NOTIFICATIONS_PER_VISIT) break;
      if (granted[rule.id] === undefined && rule.due(user, now)) {
        granted[rule.id] = now;
        added.push(rule.id);
      }
    }
  }
  const items = [
    notice('welcome', user.created, user.lastNotification),
    ...JOURNEY_TIP_IDS.filter((id) => granted[id] !== undefined).map((id) =>
      notice(id, granted[id]!, user.lastNotification),
    ),
  ].sort((a, b) => b.lastUpdate - a.lastUpdate);
  return { items, granted: { ...user.granted, ...granted }, added };
}
