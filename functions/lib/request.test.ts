import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { departmentSchema } from '#shared/schemas/department';
import { HttpError } from './http';
import { parseBody } from './request';

const event = (body: string | undefined, isBase64Encoded = false, contentType = 'application/json') =>
  ({ body, isBase64Encoded, headers: { 'content-type': contentType } }) as unknown as APIGatewayProxyEventV2;

const errorOf = (fn: () => unknown): HttpError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
};

describe('parseBody', () => {
  it('parses and validates a JSON body, base64 or not', () => {
    const json = JSON.stringify({ name: 'Civil', description: 'd' });
    expect(parseBody(departmentSchema, event(json)).name).toBe('Civil');
    expect(parseBody(departmentSchema, event(Buffer.from(json).toString('base64'), true)).name).toBe('Civil');
  });

  it('answers 415 to a body that is not JSON, and takes JSON with a charset', () => {
    const json = JSON.stringify({ name: 'Civil', description: 'd' });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ]) {
      const error = errorOf(() => parseBody(departmentSchema, event(json, false, type)));
      expect(error.statusCode).toBe(415);
      expect(error.message).toBe('Content-Type must be application/json.');
    }
    expect(parseBody(departmentSchema, event(json, false, 'Application/JSON; charset=utf-8')).name).toBe(
      'Civil',
    );
  });

  it('answers 400 to malformed JSON', () => {
    const error = errorOf(() => parseBody(departmentSchema, event('{nope')));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Request body must be valid JSON');
  });

  it('answers 400 naming the invalid field', () => {
    const error = errorOf(() =>
      parseBody(departmentSchema, event(JSON.stringify({ name: 'x', description: 5 }))),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/^description: /);
  });

  it('answers 400 to a missing body', () => {
    expect(errorOf(() => parseBody(departmentSchema, event(undefined))).statusCode).toBe(400);
  });
});
