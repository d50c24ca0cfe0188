// Every limit of the API in one place. Each counts within a fixed window (rateLimiter.ts); "address"
// is the client's IP address (an IPv6 /64), "email" the address a mail goes to or a login names.
import type { RateLimit } from './rateLimiter';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const LOGIN_MESSAGE = 'Too many failed logins. Please try again {retry}';
const INVITATION_MESSAGE = 'Too many wrong passwords. Please try again {retry}';

export const LIMITS = {
  /** Logins for one email from one address, by a browser not known to the account. */
  loginPerEmailAndAddress: { name: 'login-email-ip', max: 5, windowMs: 15 * MINUTE, message: LOGIN_MESSAGE },
  /** Logins for one email from all addresses, by browsers not known to the account (spread-out guessing). */
  loginPerEmail: { name: 'login-email', max: 10, windowMs: 15 * MINUTE, message: LOGIN_MESSAGE },
  /** Logins from one address (an office shares one), by browsers not known to the account. */
  loginPerAddress: { name: 'login-ip', max: 20, windowMs: 15 * MINUTE, message: LOGIN_MESSAGE },
  /** Logins by a browser known to the account (device cookie): only this counter applies to it. */
  loginPerDevice: { name: 'login-device', max: 5, windowMs: 15 * MINUTE, message: LOGIN_MESSAGE },

  /** "Locked out? Mail me a link" requests from one address: refused with 429. */
  unlockRequestPerAddress: { name: 'unlock-ip', max: 10, windowMs: HOUR },
  /** Unlock mails to one email: beyond this the request answers as usual but nothing is sent. */
  unlockMailsPerEmail: { name: 'unlock-email', max: 3, windowMs: HOUR },
  /** Logins with one unlock key (the mail's link): its own counter, apart from the locked email's. */
  unlockLoginPerKey: { name: 'unlock-key', max: 5, windowMs: 15 * MINUTE, message: LOGIN_MESSAGE },
  /** An unlock key logs in once: the first success counts 1, any later one is over (the key lives 15 minutes). */
  unlockKeyUses: { name: 'unlock-used', max: 1, windowMs: 15 * MINUTE },

  /** Passwords of one test invitation tried from one address. */
  invitationPassword: { name: 'invitation', max: 5, windowMs: 15 * MINUTE, message: INVITATION_MESSAGE },
  /**
   * Wrong passwords of one password-protected test (any of its hashes) from all addresses together
   * (spread-out guessing); a right one is taken back, and testers holding a token are not asked again.
   */
  invitationPasswordPerApp: { name: 'invitation-app', max: 30, windowMs: 15 * MINUTE, message: INVITATION_MESSAGE },

  /** Sign-ups from one address (each costs an argon2 hash). */
  signUpPerAddress: { name: 'signup-ip', max: 20, windowMs: HOUR, message: 'Too many sign-ups from your network' },

  /** Password-reset requests from one address: refused with 429. */
  passwordResetPerAddress: { name: 'reset-ip', max: 10, windowMs: HOUR },
  /** Reset mails to one email: beyond this the request answers as usual but nothing is sent. */
  passwordResetPerEmail: { name: 'reset-email', max: 3, windowMs: HOUR },

  /** Contact-form mails from one address. */
  contactPerAddress: { name: 'contact-ip', max: 5, windowMs: HOUR },
  /** Contact-form mails from everybody together: the operators' inbox stays readable. */
  contactTotal: { name: 'contact-all', max: 50, windowMs: HOUR },

  /** Error reports (POST /rest/log/error) from one address: the log stays readable. */
  clientErrorsPerAddress: { name: 'log-ip', max: 30, windowMs: HOUR },

  /** AI generations one designer has the API relay (POST /ai/{provider}.json): each takes a provider's minute. */
  aiRelayPerUser: {
    name: 'ai-user',
    max: 30,
    windowMs: HOUR,
    message: 'Too many AI generations. Please try again {retry}',
  },
} as const satisfies Record<string, RateLimit>;
