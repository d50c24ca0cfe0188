import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../constants';
import { guestFeed, journeyFeed, type JourneyUser } from './journey';

const HOUR_MS = 3_600_000;
const created = Date.UTC(2025, 0, 1, 12);

const user = (over: Partial<JourneyUser> = {}): JourneyUser => ({
  created,
  loginCount: 1,
  hasName: true,
  hasImage: true,
  lastNotification: 0,
  granted: {},
  ...over,
});

const ids = (feed: { items: { id: string }[] }) => feed.items.map((i) => i.id);

describe('journeyFeed', () => {
  it('shows only the welcome notice on the first day, flagged new until seen', () => {
    const feed = journeyFeed(user({ loginCount: 9, hasName: false, hasImage: false }), created + 23 * HOUR_MS);
    expect(ids(feed)).toEqual(['welcome']);
    expect(feed.items[0]).toMatchObject({ type: 'UserJourney', lastUpdate: created, isNew: true });
    expect(feed.added).toEqual([]);
    expect(journeyFeed(user({ lastNotification: created }), created + HOUR_MS).items[0]!.isNew).toBe(false);
  });

  it('adds nothing at exactly one day: more than one day must have passed', () => {
    expect(journeyFeed(user(), created + DAY_MS).added).toEqual([]);
    expect(journeyFeed(user(), created + DAY_MS + 1).added).toEqual(['video-tip']);
  });

  it('adds at most one tip per visit, even when several are due', () => {
    const now = created + 10 * DAY_MS;
    const feed = journeyFeed(user({ loginCount: 9, hasName: false, hasImage: false }), now);
    expect(feed.added).toEqual(['video-tip']);
    expect(ids(feed)).toEqual(['video-tip', 'welcome']);
    expect(feed.granted).toEqual({ 'video-tip': now });
    expect(feed.items[0]).toMatchObject({ lastUpdate: now, isNew: true, video: expect.any(String) });
  });

  it('waits more than a day after the last tip before adding the next one', () => {
    const first = created + 10 * DAY_MS;
    const u = user({ loginCount: 9, granted: { 'video-tip': first } });
    expect(journeyFeed(u, first + 12 * HOUR_MS).added).toEqual([]);
    expect(journeyFeed(u, first + DAY_MS).added).toEqual([]);
    const next = journeyFeed(u, first + DAY_MS + 1);
    expect(next.added).toEqual(['star-project']);
    expect(ids(next)).toEqual(['star-project', 'video-tip', 'welcome']);
  });

  it('asks for a star only after 2 logins', () => {
    const g = { 'video-tip': created + 2 * HOUR_MS };
    const now = created + 2 * DAY_MS;
    expect(journeyFeed(user({ loginCount: 1, granted: g }), now + 1).added).toEqual(['community-chat']);
    expect(journeyFeed(user({ loginCount: 2, granted: g }), now + 1).added).toEqual(['star-project']);
  });

  it('invites to the community chat 2 days after creation', () => {
    const g = { 'video-tip': created - DAY_MS };
    expect(journeyFeed(user({ granted: g }), created + 2 * DAY_MS - 1).added).toEqual([]);
    expect(journeyFeed(user({ granted: g }), created + 2 * DAY_MS).added).toEqual(['community-chat']);
  });

  it('suggests a profile picture after 3 days, only to users without one', () => {
    const g = { 'video-tip': 1, 'community-chat': 2 };
    const now = created + 3 * DAY_MS;
    expect(journeyFeed(user({ hasImage: false, granted: g }), now - 1).added).toEqual([]);
    expect(journeyFeed(user({ hasImage: false, granted: g }), now).added).toEqual(['profile-picture']);
    expect(journeyFeed(user({ hasImage: true, granted: g }), now).added).toEqual([]);
  });

  it('shows the collaboration tip after 4 days', () => {
    const g = { 'video-tip': 1, 'community-chat': 2 };
    expect(journeyFeed(user({ granted: g }), created + 4 * DAY_MS - 1).added).toEqual([]);
    expect(journeyFeed(user({ granted: g }), created + 4 * DAY_MS).added).toEqual(['collaboration']);
  });

  it('asks for a name after 5 logins, only to users without one', () => {
    const g = { 'video-tip': 1, 'star-project': 2, 'community-chat': 3, collaboration: 4 };
    const now = created + 9 * DAY_MS;
    expect(journeyFeed(user({ hasName: false, loginCount: 4, granted: g }), now).added).toEqual([]);
    expect(journeyFeed(user({ hasName: false, loginCount: 5, granted: g }), now).added).toEqual(['add-name']);
    expect(journeyFeed(user({ hasName: true, loginCount: 5, granted: g }), now).added).toEqual([]);
  });

  it('keeps tips once added, even when their condition no longer holds, and flags only unseen ones new', () => {
    const g = { 'video-tip': created + 2 * DAY_MS, 'profile-picture': created + 4 * DAY_MS };
    const feed = journeyFeed(
      user({ hasImage: true, lastNotification: created + 3 * DAY_MS, granted: g }),
      created + 4 * DAY_MS + 1,
    );
    expect(feed.items.map((i) => [i.id, i.isNew])).toEqual([
      ['profile-picture', true],
      ['video-tip', false],
      ['welcome', false],
    ]);
  });

  it('ignores unknown or broken entries of the tip memory but keeps them stored', () => {
    const feed = journeyFeed(
      user({ granted: { 'news-1': created + 5 * DAY_MS, 'video-tip': Number.NaN } }),
      created + 2 * DAY_MS,
    );
    expect(feed.added).toEqual(['video-tip']);
    expect(ids(feed)).toEqual(['video-tip', 'welcome']);
    expect(feed.granted['news-1']).toBe(created + 5 * DAY_MS);
  });

  it('hands out every tip over time, one per visit, on days when the user comes back', () => {
    let u = user({ loginCount: 6, hasName: false, hasImage: false });
    const handedOut: string[] = [];
    for (let day = 0; day <= 30; day++) {
      for (const hour of [9, 15]) {
        const feed = journeyFeed(u, created + day * DAY_MS + hour * HOUR_MS);
        expect(feed.added.length).toBeLessThanOrEqual(1);
        handedOut.push(...feed.added);
        u = { ...u, granted: feed.granted };
      }
    }
    expect(handedOut).toEqual([
      'video-tip',
      'star-project',
      'community-chat',
      'profile-picture',
      'collaboration',
      'add-name',
    ]);
  });
});

describe('guestFeed', () => {
  it('is the welcome notice alone', () => {
    expect(guestFeed()).toEqual([expect.objectContaining({ id: 'welcome', type: 'UserJourney', isNew: false })]);
  });
});
