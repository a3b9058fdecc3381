import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact';

const valid = {
  firstName: 'Ria',
  lastName: 'Shah',
  email: 'ria@example.org',
  phoneNo: '+91 98765 43210',
  yourMess: 'Hello',
};
const messageOf = (input: unknown) => contactMessageSchema.safeParse(input).error?.issues[0]?.message;

describe('contactMessageSchema', () => {
  it('accepts a message, filling absent optional fields', () => {
    expect(contactMessageSchema.parse({ email: 'a@b.co', yourMess: 'Hi' })).toEqual({
      firstName: '',
      lastName: '',
      email: 'a@b.co',
      phoneNo: '',
      yourMess: 'Hi',
    });
    expect(contactMessageSchema.parse(valid).phoneNo).toBe('+91 98765 43210');
  });

  it.each([
    [
      'firstName',
      'Ria\r\nBcc: everyone@example.org',
      'firstName must be one line without control characters',
    ],
    ['lastName', 'Shah\nX', 'lastName must be one line without control characters'],
    ['email', 'a@b.co\r\nBcc: x@y.z', 'email must be one line without control characters'],
    ['email', 'not-an-email', 'email must be a valid email address'],
    ['phoneNo', 'call me', 'phoneNo may hold only digits, spaces, +, - and brackets'],
    ['firstName', 'x'.repeat(51), 'firstName must be at most 50 characters'],
    ['yourMess', '   ', 'yourMess is required'],
    ['yourMess', 'x'.repeat(5001), 'yourMess must be at most 5000 characters'],
  ])('refuses %s = %j', (field, value, message) => {
    expect(messageOf({ ...valid, [field]: value })).toBe(message);
  });

  it('lets the message itself span lines', () => {
    expect(contactMessageSchema.parse({ ...valid, yourMess: 'line one\nline two' }).yourMess).toBe(
      'line one\nline two',
    );
  });
});
