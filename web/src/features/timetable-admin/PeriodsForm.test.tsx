import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import { createQueryClient } from '../../api/query-client';
import { PeriodsForm } from './PeriodsForm';
import { TermForm } from './TermForm';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/*
 * No periods or term set yet (the API's 404); a save answered as `answer` says, and read back
 * after when it succeeded; what was sent is kept.
 */
function fakeServer(answer: () => Response) {
  const sent: unknown[] = [];
  let stored: unknown;
  vi.stubGlobal('fetch', async (_input: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET')
      return stored ? json(stored) : json({ msg: TIMETABLE_MESSAGES.noPeriods }, 404);
    sent.push(JSON.parse(String(init?.body)));
    const answered = answer();
    if (answered.ok) stored = sent.at(-1);
    return answered;
  });
  return sent;
}

const renderForm = (form: ReactElement) => {
  render(<QueryClientProvider client={createQueryClient()}>{form}</QueryClientProvider>);
  return userEvent.setup();
};

describe('the periods and term', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts a bell schedule when none is set, shows the break between periods, and confirms the save', async () => {
    const sent = fakeServer(() => json({ msg: TIMETABLE_MESSAGES.periodsSaved }));
    const user = renderForm(<PeriodsForm />);
    const form = await screen.findByRole('form', { name: 'Periods' });
    expect(await within(form).findByLabelText('Name')).toHaveValue('Period 1');
    await user.click(within(form).getByRole('button', { name: 'Add a period' }));
    const second = within(form).getByRole('group', { name: 'Period 2' });
    expect(within(second).getByLabelText('Starts')).toHaveAttribute('type', 'time');
    await user.type(within(second).getByLabelText('Starts'), '10:15');
    await user.type(within(second).getByLabelText('Ends'), '11:15');
    expect(within(form).getByText('Break 10:00–10:15')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save periods' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(TIMETABLE_MESSAGES.periodsSaved);
    expect(sent).toEqual([
      {
        periods: [
          { name: 'Period 1', start: '09:00', end: '10:00' },
          { name: 'Period 2', start: '10:15', end: '11:15' },
        ],
      },
    ]);
    await user.click(within(form).getByRole('button', { name: 'Remove period 2' }));
    expect(within(form).queryByRole('group', { name: 'Period 2' })).toBeNull();
  });

  it('shows the server’s refusal of a term in its words', async () => {
    const refusal = 'firstDay must not be after lastDay';
    const sent = fakeServer(() => json({ msg: refusal }, 400));
    const user = renderForm(<TermForm />);
    const form = await screen.findByRole('form', { name: 'Term' });
    expect(await within(form).findByText('No term is set yet.')).toBeVisible();
    await user.type(within(form).getByLabelText('First teaching day'), '2027-05-01');
    await user.type(within(form).getByLabelText('Last teaching day'), '2026-06-01');
    await user.click(within(form).getByRole('button', { name: 'Add a holiday' }));
    await user.type(within(form).getByLabelText('Holiday 1 date'), '2026-12-25');
    await user.type(within(form).getByLabelText('Holiday 1 name'), 'Christmas');
    await user.click(within(form).getByRole('button', { name: 'Save term' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(sent).toEqual([
      {
        firstDay: '2027-05-01',
        lastDay: '2026-06-01',
        holidays: [{ date: '2026-12-25', name: 'Christmas' }],
      },
    ]);
  });
});
