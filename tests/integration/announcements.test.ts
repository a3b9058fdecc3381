import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/constants/messages';
import type { Role } from '#shared/constants/roles';
import { call } from '../support/api';
import { signedInStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';

type Announcement = { id: string; title: string; message: string; author: string; postedAt: string };

describe('announcements', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  const post = (body: unknown, as = token('Faculty')) =>
    call(stack.apiUrl, 'POST', '/api/announcements', { token: as, body });
  const list = (as: string, cursor?: string) =>
    call(stack.apiUrl, 'GET', `/api/announcements${cursor ? `?cursor=${cursor}` : ''}`, { token: as });

  it('stores the author and time, and lists announcements newest first', async () => {
    const tag = randomUUID();
    const first = await post({
      title: `Exam timetable ${tag}`,
      message: 'Exams start on Monday.\nGood luck!',
    });
    expect(first.status).toBe(201);
    expect(first.body.msg).toBe(MESSAGES.announcementPosted);
    const faculty = stack.demoAccounts.find((account) => account.role === 'Faculty');
    expect(first.body.announcement).toMatchObject({
      title: `Exam timetable ${tag}`,
      message: 'Exams start on Monday.\nGood luck!',
      author: `Demo ${faculty?.role}`,
    });
    expect(
      (await post({ title: `Holiday ${tag}`, message: 'No classes on Friday.' }, token('Admin'))).status,
    ).toBe(201);

    const announcements = (await list(token('Alumni'))).body.announcements as Announcement[];
    const mine = announcements.filter((a) => a.title.endsWith(tag));
    expect(mine.map((a) => a.title)).toEqual([`Holiday ${tag}`, `Exam timetable ${tag}`]);
    expect(Date.parse(mine[0]?.postedAt ?? '')).not.toBeNaN();
  });

  it('pages through them without repeats', async () => {
    for (let i = 0; i < 22; i++) await post({ title: `Notice ${i}`, message: 'Text' });
    const first = await list(token('Student'));
    const second = await list(token('Student'), first.body.nextCursor as string);
    const ids = [
      ...(first.body.announcements as Announcement[]),
      ...(second.body.announcements as Announcement[]),
    ].map((a) => a.id);
    expect((first.body.announcements as Announcement[]).length).toBe(20);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await list(token('Student'), 'nope')).status).toBe(400);
  });

  it('refuses a blank title or message with 400 and stores nothing', async () => {
    const before = (await scanTable('announcements')).length;
    expect((await post({ title: '   ', message: 'Text' })).body).toEqual({ msg: 'title is required' });
    expect((await post({ title: 'Title', message: '\n\t ' })).body).toEqual({ msg: 'message is required' });
    expect((await post({ title: 'Title' })).body).toEqual({ msg: 'message is required' });
    expect((await scanTable('announcements')).length).toBe(before);
  });
});
