import { describe, expect, it } from 'vitest';
import { checkPostText } from './postText';

const VALID = { heading: '  Reunion  ', date: '2026-03-14T18:30', body: ' Hall B, all welcome. ' };

describe('checking a post’s text before it is sent', () => {
  it('gives the text as it will be sent, trimmed', () => {
    expect(checkPostText(VALID)).toEqual({
      text: { heading: 'Reunion', date: '2026-03-14T18:30', body: 'Hall B, all welcome.' },
    });
  });

  it('asks for all three fields when any is blank or only spaces', () => {
    const required = { problem: 'Heading, date-time and body are required.' };
    expect(checkPostText({ ...VALID, heading: '' })).toEqual(required);
    expect(checkPostText({ ...VALID, date: '' })).toEqual(required);
    expect(checkPostText({ ...VALID, body: ' \n ' })).toEqual(required);
  });

  it('says what the server would say of text it refuses', () => {
    expect(checkPostText({ ...VALID, heading: 'Re\tunion' })).toEqual({
      problem: 'heading must be one line without control characters',
    });
    expect(checkPostText({ ...VALID, date: 'next Friday' })).toEqual({
      problem: 'date must be a date and time',
    });
    expect(checkPostText({ ...VALID, body: 'x'.repeat(10_001) })).toEqual({
      problem: 'body must be at most 10000 characters',
    });
  });
});
