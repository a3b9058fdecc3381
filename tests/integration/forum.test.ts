import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORUM_MESSAGES } from '#shared/constants/forum-messages';
import type { Role } from '#shared/constants/roles';
import type { Post, PostsPage } from '#shared/schemas/forum';
import { bucketName } from '../../functions/lib/env';
import { firstBytes } from '../../functions/uploads/storage';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { confirmEmailOf } from '../support/confirm-email';
import { pngImage, SCRIPTED_SVG } from '../support/images';
import { signedInStack } from '../support/shared-stack';
import { A_CLASS } from '../support/student-class';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';
import { uploadThroughApi } from '../support/uploads';

describe('the alumni forum and the blog', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  /* A new account of the role, signed in (Students and Alumni may log in at once). */
  async function member(role: 'Student' | 'Alumni'): Promise<string> {
    const email = `forum-${randomUUID()}@example.org`;
    const from = newVisitor();
    const password = 'a forum passphrase';
    await call(stack.apiUrl, 'POST', '/api/signup', {
      body: { firstName: 'Ada', lastName: 'Rao', email, password, birthDate: '1990-01-01', role, ...A_CLASS },
      from,
    });
    await confirmEmailOf(stack, email);
    const login = await call(stack.apiUrl, 'POST', '/api/login', { body: { email, password, role }, from });
    return login.body.token as string;
  }

  /* A real PNG, uploaded and confirmed as the demo alumnus's forum image. */
  const uploadImage = (name: string) =>
    uploadThroughApi(stack.apiUrl, token('Alumni'), {
      kind: 'forumImage',
      name,
      type: 'image/png',
      bytes: pngImage(8, 6, [200, 40, 40]),
    });
  const publish = (as: string, body: Record<string, unknown>) =>
    call(stack.apiUrl, 'POST', '/api/forum/post', { token: as, body });
  const newPost = async (as: string, heading = `Reunion ${randomUUID().slice(0, 8)}`) => {
    const made = await publish(as, { heading, body: 'Line one\nLine two', date: '2027-01-15T18:30' });
    expect(made.status).toBe(201);
    return (made.body.post as Post)._id;
  };
  const like = (id: string, as: string) =>
    call(stack.apiUrl, 'POST', `/api/forum/post/${id}/like`, { token: as });
  async function allPosts(path: string, as?: string): Promise<Post[]> {
    const posts: Post[] = [];
    let cursor: string | undefined;
    do {
      const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const page = (await call(stack.apiUrl, 'GET', `${path}${query}`, { token: as }))
        .body as unknown as PostsPage;
      posts.push(...page.posts);
      cursor = page.nextCursor;
    } while (cursor);
    return posts;
  }

  it('publishes a post with an image, by its author’s name, and lists it publicly', async () => {
    const image = await uploadImage('reunion.png');
    expect(image.confirm?.status).toBe(200);
    const made = await publish(token('Alumni'), {
      heading: 'Class of 2010 reunion',
      body: 'Meet at the main hall.\nBring your old ID card.',
      date: '2027-02-01T17:00',
      imageFileId: image.fileId,
    });
    expect(made.status).toBe(201);
    const post = made.body.post as Post;
    expect(post).toMatchObject({
      heading: 'Class of 2010 reunion',
      body: 'Meet at the main hall.\nBring your old ID card.',
      date: '2027-02-01T17:00',
      image: `/media/forumImage/${image.fileId}`,
      likes: 0,
      liked: false,
      canEdit: true,
      canDelete: true,
    });
    expect(post.author).toMatch(/\S/);
    const listed = (await allPosts('/api/forum/posts')).find((p) => p._id === post._id);
    expect(listed).toMatchObject({ heading: 'Class of 2010 reunion', canEdit: false, canDelete: false });
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const before = (await scanTable('forumPosts')).length;
    const bad = [
      { heading: '', body: 'b', date: '2027-01-01T10:00' },
      { heading: 'x'.repeat(151), body: 'b', date: '2027-01-01T10:00' },
      { heading: 'h', body: 'x'.repeat(10_001), date: '2027-01-01T10:00' },
      { heading: 'h', body: 'b', date: 'tomorrow' },
      { heading: 'h', body: 'b', date: '2027-01-01T10:00', imageFileId: randomUUID() },
    ];
    for (const body of bad) {
      const answer = await publish(token('Alumni'), body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.msg).toEqual(expect.any(String));
    }
    expect((await publish(token('Alumni'), bad[4] ?? {})).body.msg).toBe(FORUM_MESSAGES.imageNotReady);
    expect((await scanTable('forumPosts')).length).toBe(before);
  });

  it('refuses an SVG with a script named .png, and a fake JPEG, as forum images', async () => {
    const svg = await uploadThroughApi(stack.apiUrl, token('Alumni'), {
      kind: 'forumImage',
      name: 'photo.png',
      type: 'image/png',
      bytes: SCRIPTED_SVG,
    });
    expect(svg.confirm?.status).toBe(400);
    const fake = await uploadThroughApi(stack.apiUrl, token('Alumni'), {
      kind: 'forumImage',
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('\xff\xd8 not really a JPEG, just text'),
    });
    expect(fake.confirm?.status).toBe(400);
    const refused = await publish(token('Alumni'), {
      heading: 'h',
      body: 'b',
      date: '2027-01-01T10:00',
      imageFileId: svg.fileId,
    });
    expect(refused.body.msg).toBe(FORUM_MESSAGES.imageNotReady);
  });

  it('lets only the author edit, and the author or an Admin remove, a post (its image and likes go too)', async () => {
    const image = await uploadImage('hall.png');
    const made = await publish(token('Alumni'), {
      heading: 'Alumni talk',
      body: 'Talk',
      date: '2027-03-01T11:00',
      imageFileId: image.fileId,
    });
    const id = (made.body.post as Post)._id;
    const other = await member('Alumni');
    const edit = { heading: 'Hijacked', body: 'x', date: '2027-03-01T11:00' };
    expect(
      (await call(stack.apiUrl, 'PUT', `/api/forum/post/${id}`, { token: other, body: edit })).status,
    ).toBe(403);
    expect((await call(stack.apiUrl, 'DELETE', `/api/forum/post/${id}`, { token: other })).status).toBe(403);
    expect(
      (await call(stack.apiUrl, 'DELETE', `/api/forum/post/${id}`, { token: token('Student') })).status,
    ).toBe(403);
    const edited = await call(stack.apiUrl, 'PUT', `/api/forum/post/${id}`, {
      token: token('Alumni'),
      body: { heading: 'Alumni talk, moved', body: 'Now in room E101', date: '2027-03-02T11:00' },
    });
    expect(edited.body).toMatchObject({
      msg: FORUM_MESSAGES.updated,
      post: { heading: 'Alumni talk, moved' },
    });
    await like(id, other);

    const key = `media/forumImage/${image.fileId}`;
    expect(await firstBytes(bucketName('media'), key, 4)).toBeDefined();
    const removed = await call(stack.apiUrl, 'DELETE', `/api/forum/post/${id}`, { token: token('Admin') });
    expect(removed.body).toEqual({ msg: FORUM_MESSAGES.deleted });
    expect(await firstBytes(bucketName('media'), key, 4)).toBeUndefined();
    const likesLeft = (await scanTable('forumLikes')).filter((item) => item.postId === id);
    expect(likesLeft).toEqual([]);
    expect(
      (await call(stack.apiUrl, 'DELETE', `/api/forum/post/${id}`, { token: token('Admin') })).status,
    ).toBe(404);
    expect((await like(id, other)).status).toBe(404);
  });

  it('counts one like per person, exactly, under 20 parallel likes from 20 people and 20 from one', async () => {
    const id = await newPost(token('Alumni'));
    const people = await Promise.all(
      Array.from({ length: 20 }, (_, n) => member(n % 2 ? 'Student' : 'Alumni')),
    );
    const answers = await Promise.all(people.map((person) => like(id, person)));
    expect(answers.every((answer) => answer.status === 200 && answer.body.liked === true)).toBe(true);
    const counted = (await allPosts('/api/forum/posts')).find((post) => post._id === id);
    expect(counted?.likes).toBe(20);

    const one = people[0] ?? '';
    const own = await Promise.all(Array.from({ length: 20 }, () => like(id, one)));
    expect(own.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const mine = (await allPosts('/api/forum/feed', one)).find((post) => post._id === id);
    // Twenty toggles from one person leave their one like either on or off, and the count agrees.
    expect(mine?.likes).toBe(mine?.liked ? 20 : 19);
    const items = (await scanTable('forumLikes')).filter((item) => item.postId === id);
    expect(items).toHaveLength(mine?.likes ?? -1);

    // Liking again takes the like back.
    const before = mine?.likes ?? 0;
    const toggled = await like(id, one);
    expect(toggled.body).toEqual({ likes: mine?.liked ? before - 1 : before + 1, liked: !mine?.liked });
  });

  it('lists most liked first, ties newest first, on the server, a page at a time', async () => {
    // An author of its own: an account publishes at most 5 posts a day, and the demo alumnus posts elsewhere.
    const author = await member('Alumni');
    const older = await newPost(author, 'Tie, older');
    const newer = await newPost(author, 'Tie, newer');
    const popular = await newPost(author, 'Popular');
    const fans = await Promise.all([member('Student'), member('Student'), member('Alumni')]);
    for (const fan of fans) await like(popular, fan);
    await like(older, fans[0] ?? '');
    await like(newer, fans[1] ?? '');

    const posts = await allPosts('/api/forum/posts');
    const order = posts.map((post) => post._id);
    for (let i = 1; i < posts.length; i++) {
      const [a, b] = [posts[i - 1], posts[i]];
      if (!a || !b) continue;
      expect(a.likes > b.likes || (a.likes === b.likes && a.createdAt >= b.createdAt)).toBe(true);
    }
    expect(order.indexOf(popular)).toBeLessThan(order.indexOf(newer));
    expect(order.indexOf(newer)).toBeLessThan(order.indexOf(older));
    expect(new Set(order).size).toBe(order.length);

    // Signed in, the same list says which posts the caller likes; a visitor's says none.
    const feed = await allPosts('/api/forum/feed', fans[2]);
    expect(feed.find((post) => post._id === popular)?.liked).toBe(true);
    expect(feed.find((post) => post._id === older)?.liked).toBe(false);
    expect(posts.every((post) => post.liked === false)).toBe(true);
    expect((await call(stack.apiUrl, 'GET', '/api/forum/posts?cursor=not-a-cursor')).status).toBe(400);
  });
});
