import { describe, expect, it } from 'vitest';
import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import type { Caller } from '../lib/caller';
import { readTaughtClass } from './taught-classes';

const seA = { branch: 'Computer Engineering', year: 'SE', division: 'A' } as const;
const faculty: Caller = { userId: 'f1', sessionId: 's1', role: 'Faculty' };
const teaching = (assigned: boolean) => ({
  isAssigned: async () => assigned,
  classesOf: async () => [],
});

describe('a read of one class', () => {
  it('answers a Faculty member assigned the class, the read having run beside the check', async () => {
    const order: string[] = [];
    const deps = {
      teaching: {
        classesOf: async () => [],
        isAssigned: async () => {
          order.push('check started');
          await new Promise((resolve) => setTimeout(resolve, 20));
          order.push('check done');
          return true;
        },
      },
    };
    const answer = await readTaughtClass(faculty, seA, deps, async () => {
      order.push('read started');
      return ['Asha'];
    });
    expect(answer).toEqual(['Asha']);
    expect(order).toEqual(['check started', 'read started', 'check done']);
  });

  it('refuses a Faculty member without the class whatever the read found or failed with', async () => {
    const refused = { statusCode: 403, message: TEACHING_MESSAGES.notYourClass };
    await expect(
      readTaughtClass(faculty, seA, { teaching: teaching(false) }, async () => ['Asha']),
    ).rejects.toMatchObject(refused);
    const failing = async () => {
      throw new Error('the table is down');
    };
    await expect(readTaughtClass(faculty, seA, { teaching: teaching(false) }, failing)).rejects.toMatchObject(
      refused,
    );
  });

  it('lets an Admin read any class without asking', async () => {
    const deps = {
      teaching: { classesOf: async () => [], isAssigned: async () => Promise.reject(new Error('asked')) },
    };
    await expect(
      readTaughtClass({ ...faculty, role: 'Admin' }, seA, deps, async () => 'roster'),
    ).resolves.toBe('roster');
  });
});
