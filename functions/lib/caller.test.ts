import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { authorize, callerFrom } from './caller';
import { HttpError } from './http';

const eventWith = (lambda?: Record<string, unknown>) =>
  ({ requestContext: { authorizer: lambda ? { lambda } : undefined } }) as unknown as APIGatewayProxyEventV2;

const statusOf = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : 500;
  }
};

describe('caller', () => {
  it('reads the user the authorizer handed over', () => {
    expect(callerFrom(eventWith({ userId: 'u1', sessionId: 's1', role: 'Faculty' }))).toEqual({
      userId: 'u1',
      sessionId: 's1',
      role: 'Faculty',
    });
  });

  it('carries the login a token names, which the session check reads the account by', () => {
    expect(callerFrom(eventWith({ userId: 'u1', sessionId: 's1', role: 'Admin', login: 'a@b.in' }))).toEqual({
      userId: 'u1',
      sessionId: 's1',
      role: 'Admin',
      login: 'a@b.in',
    });
  });

  it('treats a missing or malformed context as signed out', () => {
    expect(callerFrom(eventWith())).toBeUndefined();
    expect(callerFrom(eventWith({ userId: 'u1', sessionId: 's1', role: 'Dean' }))).toBeUndefined();
    expect(callerFrom(eventWith({ userId: 'u1', role: 'Admin' }))).toBeUndefined();
    expect(callerFrom(eventWith({ sessionId: 's1', role: 'Admin' }))).toBeUndefined();
  });
});

describe('authorize (deny by default)', () => {
  const student = { userId: 'u1', sessionId: 's1', role: 'Student' } as const;
  it('lets anyone call a public route', () => {
    expect(statusOf(() => authorize({ kind: 'public' }, undefined))).toBe(200);
  });
  it('answers 401 to a signed-out caller of a signed-in route', () => {
    expect(statusOf(() => authorize({ kind: 'signedIn' }, undefined))).toBe(401);
    expect(statusOf(() => authorize({ kind: 'signedIn' }, student))).toBe(200);
  });
  it('answers 403 to a caller whose role is not listed', () => {
    expect(statusOf(() => authorize({ kind: 'roles', roles: ['Admin'] }, student))).toBe(403);
    expect(statusOf(() => authorize({ kind: 'roles', roles: ['Admin', 'Student'] }, student))).toBe(200);
    expect(statusOf(() => authorize({ kind: 'roles', roles: ['Admin'] }, undefined))).toBe(401);
  });
});
