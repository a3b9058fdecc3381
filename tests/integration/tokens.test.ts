import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../support/api';
import { sharedStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokens the authorizer refuses', () => {
  let stack: TestStack;
  let token: string;
  let key: Uint8Array;
  let claims: { sub: string; sid: string; role: string; login: string };
  beforeAll(async () => {
    stack = await sharedStack();
    const student = stack.demoAccounts.find((a) => a.role === 'Student');
    if (!student) throw new Error('no demo student');
    token = await loginAs(stack.apiUrl, student);
    key = new TextEncoder().encode((await readFile(join(stack.dataDir, 'jwt-secret'), 'utf8')).trim());
    claims = decodeJwt(token) as { sub: string; sid: string; role: string; login: string };
  });

  const userStatus = async (bearer: string) =>
    (await call(stack.apiUrl, 'GET', '/api/user', { token: bearer })).status;
  const forge = (
    alg: string,
    edit: (jwt: SignJWT) => SignJWT = (jwt) => jwt,
    // The login too: the session check reads the account by it (a token without one is refused).
    extra: Record<string, unknown> = { role: claims.role, login: claims.login },
  ) =>
    edit(
      new SignJWT({ sid: claims.sid, ...extra })
        .setProtectedHeader({ alg })
        .setSubject(claims.sub)
        .setIssuer('campus')
        .setAudience('campus-web')
        .setIssuedAt()
        .setExpirationTime('1h'),
    ).sign(key);

  it('accepts the token login issued, and a well-formed forgery with the right key (the control)', async () => {
    expect(await userStatus(token)).toBe(200);
    expect(await userStatus(await forge('HS256'))).toBe(200);
  });

  it('refuses a tampered signature', async () => {
    const [header, payload, signature = ''] = token.split('.');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(await userStatus(`${header}.${payload}.${flipped}`)).toBe(403);
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = token.split('.');
    const payload = b64({ ...decodeJwt(token), sub: 'someone-else' });
    expect(await userStatus(`${header}.${payload}.${signature}`)).toBe(403);
  });

  it('refuses alg: none', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${token.split('.')[1]}.`;
    expect(await userStatus(unsigned)).toBe(403);
  });

  it('refuses another algorithm, even with the right key', async () => {
    expect(await userStatus(await forge('HS512'))).toBe(403);
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    expect(
      await userStatus(await forge('HS256', (jwt) => jwt.setIssuedAt(past - 3600).setExpirationTime(past))),
    ).toBe(403);
  });

  it('refuses the wrong audience or issuer', async () => {
    expect(await userStatus(await forge('HS256', (jwt) => jwt.setAudience('another-app')))).toBe(403);
    expect(await userStatus(await forge('HS256', (jwt) => jwt.setIssuer('someone')))).toBe(403);
  });

  it('refuses a token whose session does not exist', async () => {
    const stranger = await new SignJWT({ sid: 'no-such-session', role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('campus')
      .setAudience('campus-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    // The signature is good, so the authorizer lets it by; the handler finds no live session.
    expect(await userStatus(stranger)).toBe(401);
  });

  it('refuses a token without a known role, or naming a role its session does not have', async () => {
    expect(await userStatus(await forge('HS256', undefined, {}))).toBe(403);
    expect(await userStatus(await forge('HS256', undefined, { role: 'Dean' }))).toBe(403);
    const asAdmin = await forge('HS256', undefined, { role: 'Admin', login: claims.login });
    expect(await userStatus(asAdmin)).toBe(401);
    expect((await call(stack.apiUrl, 'GET', '/api/admin/users', { token: asAdmin })).status).toBe(401);
  });

  it('refuses a token without the login its account is read by (one issued before tokens carried it)', async () => {
    expect(await userStatus(await forge('HS256', undefined, { role: claims.role }))).toBe(401);
    expect(
      await userStatus(await forge('HS256', undefined, { role: claims.role, login: 'x@example.org' })),
    ).toBe(401);
  });

  it('refuses a token at once after its session logged out', async () => {
    const student = stack.demoAccounts.find((a) => a.role === 'Student');
    if (!student) throw new Error('no demo student');
    const session = await loginAs(stack.apiUrl, student);
    expect(await userStatus(session)).toBe(200);
    expect((await call(stack.apiUrl, 'POST', '/api/logout', { token: session })).status).toBe(200);
    const after = await call(stack.apiUrl, 'GET', '/api/user', { token: session });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ msg: 'Your session has ended. Please log in again.' });
    const change = await call(stack.apiUrl, 'PUT', '/api/account/name', {
      token: session,
      body: { firstName: 'Changed', lastName: 'After' },
    });
    expect(change.status).toBe(401);
  });

  it('answers 401 with no token and 403 with a malformed header', async () => {
    expect((await call(stack.apiUrl, 'GET', '/api/user')).status).toBe(401);
    expect(await userStatus('not-a-jwt')).toBe(403);
  });
});
