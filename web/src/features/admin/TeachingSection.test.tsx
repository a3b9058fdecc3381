import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import type { TaughtClass } from '#shared/schemas/teaching';
import { createQueryClient } from '../../api/query-client';
import { NoticeProvider } from '../../lib/notices/NoticeProvider';
import { TeachingSection } from './TeachingSection';

const asha = {
  userId: '6c1f1f3e-8a3b-4a57-9d55-0e2f7a4f5a10',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@x.org',
  role: 'Faculty',
  status: 'active',
  createdAt: '2026-11-27T10:00:00.000Z',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The teaching routes as the server answers them, for one Faculty member; what was asked is kept. */
function fakeServer() {
  let classes: TaughtClass[] = [];
  const asked: { method: string; url: URL; body?: unknown }[] = [];
  const same = (a: TaughtClass, b: TaughtClass) =>
    a.branch === b.branch && a.year === b.year && a.division === b.division && a.subject === b.subject;
  const fetched = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    asked.push({ method, url, body });
    if (url.pathname === '/api/admin/teaching') {
      return url.searchParams.get('email') === asha.email
        ? json({ faculty: asha, classes })
        : json({ msg: TEACHING_MESSAGES.noFacultyWithEmail }, 404);
    }
    if (url.pathname !== `/api/admin/users/${asha.userId}/classes`) return json({ msg: 'Not found' }, 404);
    if (method === 'POST') {
      const taught = { ...body, division: String(body.division).toUpperCase() } as TaughtClass;
      if (classes.some((held) => same(held, taught)))
        return json({ msg: TEACHING_MESSAGES.alreadyAssigned }, 409);
      classes = [...classes, taught];
      return json({ msg: TEACHING_MESSAGES.assigned, classes });
    }
    const query = Object.fromEntries(url.searchParams) as TaughtClass;
    classes = classes.filter((held) => !same(held, query));
    return json({ msg: TEACHING_MESSAGES.removed, classes });
  });
  vi.stubGlobal('fetch', fetched);
  return asked;
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticeProvider>
        <TeachingSection />
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

// A dozen typed steps each: seconds when the machine is busy, past the default 5 s.
describe('Teaching', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds a Faculty member by email, assigns a class with a subject and removes it, saying so each time', async () => {
    const asked = fakeServer();
    const user = renderSection();

    // Someone who is not Faculty: the server's words, as an alert.
    await user.type(screen.getByLabelText('Faculty member’s email'), 'nobody@x.org');
    await user.click(screen.getByRole('button', { name: 'Find Faculty member' }));
    expect(await screen.findByText(TEACHING_MESSAGES.noFacultyWithEmail)).toHaveAttribute('role', 'alert');

    await user.clear(screen.getByLabelText('Faculty member’s email'));
    await user.type(screen.getByLabelText('Faculty member’s email'), 'asha@x.org{Enter}');
    const found = await screen.findByRole('region', { name: 'Classes of Asha Rao' });
    expect(within(found).getByText('asha@x.org')).toBeInTheDocument();
    expect(within(found).getByText('No classes are assigned yet.')).toBeInTheDocument();

    const assign = within(found).getByRole('form', { name: 'Assign a class' });
    await user.selectOptions(within(assign).getByLabelText('Branch'), 'Computer Engineering');
    await user.selectOptions(within(assign).getByLabelText('Year'), 'SE');
    await user.type(within(assign).getByLabelText('Division'), 'a');
    await user.type(within(assign).getByLabelText('Subject (optional)'), 'Data Structures');
    await user.click(within(assign).getByRole('button', { name: 'Assign class' }));

    const name = 'Computer Engineering SE A — Data Structures';
    expect(
      await within(found).findByText(`Asha Rao, ${name}: ${TEACHING_MESSAGES.assigned}`),
    ).toHaveAttribute('role', 'status');
    expect(within(found).getByRole('listitem')).toHaveTextContent(name);
    expect(within(assign).getByLabelText('Subject (optional)')).toHaveValue('');
    expect(asked.find(({ method }) => method === 'POST')?.body).toEqual({
      branch: 'Computer Engineering',
      year: 'SE',
      division: 'A',
      subject: 'Data Structures',
    });

    // The same class and subject again: refused, in the server's words.
    await user.type(within(assign).getByLabelText('Subject (optional)'), 'Data Structures{Enter}');
    expect(await within(found).findByRole('alert')).toHaveTextContent(TEACHING_MESSAGES.alreadyAssigned);

    await user.click(within(found).getByRole('button', { name: `Remove ${name}` }));
    expect(
      await within(found).findByText(`Asha Rao, ${name}: ${TEACHING_MESSAGES.removed}`),
    ).toBeInTheDocument();
    expect(within(found).getByText('No classes are assigned yet.')).toBeInTheDocument();
    expect(within(found).getByRole('heading', { name: 'Classes of Asha Rao' })).toHaveFocus();
    const removal = asked.find(({ method }) => method === 'DELETE')?.url;
    expect(Object.fromEntries(removal?.searchParams ?? [])).toEqual({
      branch: 'Computer Engineering',
      year: 'SE',
      division: 'A',
      subject: 'Data Structures',
    });
  });

  it('assigns a class without a subject, named without one', async () => {
    const asked = fakeServer();
    const user = renderSection();
    await user.type(screen.getByLabelText('Faculty member’s email'), 'asha@x.org{Enter}');
    const found = await screen.findByRole('region', { name: 'Classes of Asha Rao' });
    await user.selectOptions(within(found).getByLabelText('Branch'), 'Information Technology');
    await user.selectOptions(within(found).getByLabelText('Year'), 'TE');
    await user.type(within(found).getByLabelText('Division'), 'B2');
    await user.type(within(found).getByLabelText('Subject (optional)'), '   ');
    await user.click(within(found).getByRole('button', { name: 'Assign class' }));
    expect(
      await within(found).findByRole('button', { name: 'Remove Information Technology TE B2' }),
    ).toBeVisible();
    expect(asked.find(({ method }) => method === 'POST')?.body).not.toHaveProperty('subject');
  });
});
