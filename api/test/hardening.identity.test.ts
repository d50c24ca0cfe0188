// Login through an identity provider, as an attacker with an account at the same provider (or a
// token the provider issued to another client) would try it: the email comes from the token, and
// only a verified one joins or makes an account; the token must be issued to our client.
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeIdp } from './support/fakeIdp';
import { describeEngines, engines, pgAvailable, startTestApi } from './support/testApi';
import { signUpAndLogin, uniqueEmail } from './support/users';

const CLIENT = 'protolab-workbench';
const idp = await startFakeIdp();
afterAll(() => idp.close());

let seq = 0;
const nextSub = () => `idp-hardening-${++seq}-${Date.now()}`;

describeEngines(
  'hardening: identity-provider login',
  (api) => {
    const external = (body: unknown) => api().post('/rest/user/external', body);
    const userByEmail = (email: string) => api().knex('users').where({ email }).first();

    describe('an existing password account is joined only for a verified email', () => {
      it.each([
        ['without email_verified', {}],
        ['with email_verified false', { email_verified: false }],
        ['with email_verified "true" as text', { email_verified: 'true' }],
      ])('a token with the victim’s email %s opens nothing', async (_label, verified) => {
        const victim = await signUpAndLogin(api());
        const sub = nextSub();
        const token = await idp.sign({ sub, aud: CLIENT, email: victim.email, ...verified });
        const res = await external({ id: sub, email: victim.email, token });
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'email_not_verified', field: 'token' });
        expect(res.body.token).toBeUndefined();
        expect((await userByEmail(victim.email)).external_id).toBeNull();
      });

      it('a token with the verified email joins it', async () => {
        const owner = await signUpAndLogin(api());
        const sub = nextSub();
        const token = await idp.sign({ sub, aud: CLIENT, email: owner.email, email_verified: true });
        const res = await external({ id: sub, email: owner.email, token });
        expect(res.status).toBe(200);
        expect(res.body.id).toBe(owner.id);
      });
    });

    describe('the email comes from the token only', () => {
      it('a token without an email cannot make an account with the email the body names', async () => {
        const email = uniqueEmail('squatted').toLowerCase();
        const sub = nextSub();
        const res = await external({ id: sub, email, token: await idp.sign({ sub, aud: CLIENT }) });
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'email_not_verified', field: 'token' });
        expect(res.body.error.message).toMatch(/no email/);
        expect(await userByEmail(email)).toBeUndefined();
        // the owner of the address can still sign up
        expect((await api().post('/rest/user', { email, password: 'owner-pass-1', tos: true })).status).toBe(200);
      });

      it('a token with an unverified email makes no account with it', async () => {
        const email = uniqueEmail('unverified').toLowerCase();
        const sub = nextSub();
        const token = await idp.sign({ sub, aud: CLIENT, email, email_verified: false });
        const res = await external({ id: sub, email, token });
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'email_not_verified', field: 'token' });
        expect(await userByEmail(email)).toBeUndefined();
      });

      it('the body may not name another email than the token’s', async () => {
        const email = uniqueEmail('own').toLowerCase();
        const other = uniqueEmail('other').toLowerCase();
        const sub = nextSub();
        const token = await idp.sign({ sub, aud: CLIENT, email, email_verified: true });
        const res = await external({ id: sub, email: other, token });
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'bad_request', field: 'email' });
        expect(await userByEmail(other)).toBeUndefined();
        expect(await userByEmail(email)).toBeUndefined();
      });
    });

    describe('the token must be issued to our client', () => {
      const refused = { status: 401, body: { error: { code: 'invalid_token', field: 'token' } } };
      const accepted = { status: 200 };
      it.each([
        ['for another client', { aud: 'another-client' }, refused],
        ['for another client that names us among its audiences', { aud: [CLIENT, 'another-client'] }, refused],
        ['authorised for another party', { aud: CLIENT, azp: 'another-client' }, refused],
        ['without an audience', {}, refused],
        ['for our client', { aud: CLIENT }, accepted],
        ['authorised for our client (a Keycloak access token)', { aud: 'account', azp: CLIENT }, accepted],
        ['for several audiences, authorised for our client', { aud: ['account', CLIENT], azp: CLIENT }, accepted],
      ])('a token %s: %o', async (_label, audience, answer) => {
        const email = uniqueEmail('aud').toLowerCase();
        const sub = nextSub();
        const token = await idp.sign({ sub, email, email_verified: true, ...audience });
        const res = await external({ id: sub, email, token });
        expect(res).toMatchObject(answer);
        expect(Boolean(await userByEmail(email))).toBe(answer === accepted);
      });
    });

    describe('a later login with another email for the same user', () => {
      it('moves the account to a verified, free email; keeps it for an unverified or taken one', async () => {
        const sub = nextSub();
        const login = async (email: string | undefined, verified: boolean) => {
          const claims = { sub, aud: CLIENT, ...(email && { email, email_verified: verified }) };
          return external({ id: sub, email: email ?? 'body-only@example.test', token: await idp.sign(claims) });
        };
        const first = uniqueEmail('first').toLowerCase();
        const made = await login(first, true);
        expect(made.status).toBe(200);
        const id = made.body.id as string;

        const unverified = uniqueEmail('unverified').toLowerCase();
        expect((await login(unverified, false)).body).toMatchObject({ id, email: first });

        const taken = await signUpAndLogin(api());
        expect((await login(taken.email, true)).body).toMatchObject({ id, email: first });
        expect((await userByEmail(taken.email)).id).toBe(taken.id);

        expect((await login(undefined, false)).body).toMatchObject({ id, email: first });

        const moved = uniqueEmail('moved').toLowerCase();
        expect((await login(moved, true)).body).toMatchObject({ id, email: moved });
        expect((await userByEmail(moved)).id).toBe(id);
        expect(await userByEmail(first)).toBeUndefined();
      });
    });
  },
  { OIDC_JWKS_URL: idp.jwksUrl, OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: CLIENT },
);

describe('hardening: identity provider without a client id', () => {
  for (const engine of engines) {
    it.skipIf(engine === 'pg' && !pgAvailable)(
      `[${engine}] the login stays off, says why in the log, and accepts no token`,
      async () => {
        const api = await startTestApi(engine, { OIDC_JWKS_URL: idp.jwksUrl, OIDC_ISSUER: idp.issuer });
        try {
          expect(api.logs.join('\n')).toContain('OIDC_CLIENT_ID');
          const sub = nextSub();
          const email = uniqueEmail('noclient').toLowerCase();
          const token = await idp.sign({ sub, aud: 'any-client', email, email_verified: true });
          const res = await api.post('/rest/user/external', { id: sub, email, token });
          expect(res.status).toBe(400);
          expect(res.body.error.code).toBe('external_login_disabled');
          expect(await api.knex('users').where({ email }).first()).toBeUndefined();
        } finally {
          await api.close();
        }
      },
    );
  }
});
