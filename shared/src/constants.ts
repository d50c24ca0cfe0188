// Business constants of SPEC §9 and the limits the API enforces, in one place.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
export const DAY_MS = 24 * 60 * MINUTE_MS;

// Authentication and session (SPEC §4)
export const GUEST_USER_ID = '-1';
export const TOKEN_CHECK_INTERVAL_MS = 60 * SECOND_MS;
export const TOKEN_REFRESH_BELOW_MS = 300 * SECOND_MS;
export const AUTO_LOGOUT_BEFORE_EXPIRY_MS = 5 * MINUTE_MS;
export const LOGIN_COOKIE_DAYS = 7;
export const IDLE_NOTICE_AFTER_MS = 30 * MINUTE_MS;

// Banner messages
export const BANNER_SUCCESS_MS = 2 * SECOND_MS;
export const BANNER_ERROR_MS = 4 * SECOND_MS;
export const BANNER_HINT_MS = 4 * SECOND_MS;

// User-journey notifications: when each tip becomes due
export const NOTIFICATION_RULES = {
  starProjectAfterLogins: 2,
  communityChatAfterDays: 2,
  videoTipAfterDays: 1,
  profilePictureAfterDaysWithoutImage: 3,
  addNameAfterLoginsWithoutName: 5,
  collaborationTipAfterDays: 4,
} as const;
export const MAX_NEW_NOTIFICATIONS_PER_VISIT = 1;
/** A new tip is added only when strictly more days than this have passed since the last one. */
export const MIN_DAYS_BETWEEN_NEW_NOTIFICATIONS = 1;

// Style defaults
export const DEFAULT_FONT_SIZE = 14;
export const DEFAULT_BORDER_RADIUS = 3;
export const DEFAULT_DROPDOWN_FONT_SIZE = 18;

export const MAX_GROUP_NESTING = 32;

/** The undo history: at most this many steps, kept by the editor and in the server's command stack. */
export const MAX_UNDO_STEPS = 1000;
/** One command of the stack at most (its JSON); a larger one is refused with 413. */
export const MAX_COMMAND_BYTES = 1024 * 1024;
/** The whole stack at most: the oldest commands drop off beyond it. */
export const MAX_COMMAND_STACK_BYTES = 8 * 1024 * 1024;

// Choice widgets: radio group under this many choices, dropdown above it (exactly 5: not specified)
export const RADIO_GROUP_BELOW_CHOICES = 5;
export const DROPDOWN_ABOVE_CHOICES = 5;

// Images
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Pixels an uploaded image may declare, per side and in all: a small file can declare a size that
 * takes gigabytes to decode. A side may be long (a whole web page as one screenshot), the area not.
 */
export const MAX_IMAGE_SIDE = 32_768;
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

export const MIN_PASSWORD_LENGTH = 6;

export const CHUNK_LOAD_TIMEOUT_MS = 120 * SECOND_MS;

/** Heat-map hint: elements not clicked within this many interactions. */
export const HEATMAP_MISSED_CLICK_INTERACTIONS = 3;

/** A task flow needs at least this many steps to show task details. */
export const MIN_FLOW_STEPS_FOR_DETAILS = 2;

export const LOCALES = ['en', 'es', 'cn', 'de', 'pt', 'pt-br'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Each language by its own name, the same in every locale. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  cn: '中文',
  de: 'Deutsch',
  pt: 'Português',
  'pt-br': 'Português (Brasil)',
};

export const LOG_RING_BUFFER_SIZE = 50;

// AI page generator
export const AI_DEFAULT_MAX_TOKENS = 2000;
export const AI_DEFAULT_TEMPERATURE = 0;
export const AI_EXPECTED_GENERATION_MS = 60 * SECOND_MS;
export const AI_CHAT_PATH = '/v1/chat/completions';
export const AI_COMPLETION_PATH = '/v1/completions';

export interface AiModelOption {
  id: string;
  model: string;
  path: typeof AI_CHAT_PATH | typeof AI_COMPLETION_PATH;
  output: 'html' | 'yaml';
  description: string;
}

export const AI_MODELS: readonly AiModelOption[] = [
  {
    id: 'gpt-3.5-turbo',
    model: 'gpt-3.5-turbo',
    path: AI_CHAT_PATH,
    output: 'html',
    description: 'Fast and cheap chat model',
  },
  { id: 'gpt-4', model: 'gpt-4', path: AI_CHAT_PATH, output: 'html', description: 'Slower, better model' },
  {
    id: 'gpt-4-turbo',
    model: 'gpt-4-1106-preview',
    path: AI_CHAT_PATH,
    output: 'html',
    description: 'Creative turbo model',
  },
  {
    id: 'gpt-4-turbo-yaml',
    model: 'gpt-4-1106-preview',
    path: AI_CHAT_PATH,
    output: 'yaml',
    description: 'Fast YAML turbo model',
  },
  {
    id: 'gpt-3.5-turbo-instruct',
    model: 'gpt-3.5-turbo-instruct',
    path: AI_COMPLETION_PATH,
    output: 'html',
    description: 'Completion model',
  },
];

// API limits (our choice)
export const MAX_JSON_BODY_BYTES = 5 * 1024 * 1024;
/**
 * A prototype's document as stored: a change set that would grow it past this is refused, so that a
 * document can always be saved, exported and imported whole (each of those is one JSON body).
 */
export const MAX_APP_DOC_BYTES = MAX_JSON_BODY_BYTES;
/** How far from the canvas's origin a screen or widget may lie (px, either way). */
export const MAX_CANVAS_COORDINATE = 1_000_000;
/** A screen's or widget's largest width and height (px). */
export const MAX_RECORD_SIDE = 100_000;
/** Objects and arrays inside one another in a JSON body, the outermost counting as 1. */
export const MAX_JSON_DEPTH = 64;
export const MAX_EVENT_BATCH = 1000;
export const MAX_MOUSE_BATCH = 500;
export const MAX_MOUSE_TRACK_SAMPLES = 2000;
export const MAX_ID_LENGTH = 64;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 200;
export const MAX_TEXT_LENGTH = 10_000;
export const MAX_CONTACT_MESSAGE_LENGTH = 5000;
export const MAX_URL_LENGTH = 2048;
export const MAX_TASKS = 100;
export const MAX_FLOW_STEPS = 200;
export const MAX_TAGS_PER_ANNOTATION = 500;
export const MAX_COMMENT_LENGTH = 5000;
/** Annotations, and comments, per request of a study import (events and mouse tracks: their batch limits). */
export const MAX_STUDY_NOTES_BATCH = 500;
