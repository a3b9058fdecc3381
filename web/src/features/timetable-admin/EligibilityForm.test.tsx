import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTENDANCE_MESSAGES } from '#shared/constants/attendance-messages';
import { DEFAULT_ELIGIBILITY } from '#shared/schemas/attendance';
import { createQueryClient } from '../../api/query-client';
import { EligibilityForm } from './EligibilityForm';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/* The bands route: the college's defaults until a save the server accepts; every read and save kept. */
function fakeServer(answer: () => Response) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let stored: unknown = DEFAULT_ELIGIBILITY;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://localhost').pathname;
    if (method === 'GET') {
      calls.push({ method, path });
      return json(stored);
    }
    const body = JSON.parse(String(init?.body));
    calls.push({ method, path, body });
    const answered = answer();
    if (answered.ok) stored = body;
    return answered;
  });
  return calls;
}

async function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EligibilityForm />
    </QueryClientProvider>,
  );
  const form = await screen.findByRole('form', { name: 'Attendance bands' });
  await within(form).findByLabelText('Eligible from (%)');
  return { form, user: userEvent.setup() };
}

const writes = (calls: ReturnType<typeof fakeServer>) => calls.filter((call) => call.method === 'PUT');

describe('the Admin’s attendance bands', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the college’s bands, saves new ones, confirms, and reads them again', async () => {
    const calls = fakeServer(() => json({ msg: ATTENDANCE_MESSAGES.eligibilitySaved }));
    const { form, user } = await renderForm();
    const eligible = within(form).getByLabelText('Eligible from (%)');
    const condonable = within(form).getByLabelText('Condonable from (%)');
    const apart = within(form).getByRole('checkbox', { name: /Count theory and practicals apart/ });
    expect(eligible).toHaveValue(75);
    expect(condonable).toHaveValue(65);
    expect(apart).toBeChecked();
    expect(within(form).getByText(/^Eligible at 75%/)).toHaveTextContent(
      'Eligible at 75% and above, condonable from 65% to 74%, detained under 65%.',
    );

    await user.clear(eligible);
    await user.type(eligible, '80');
    await user.clear(condonable);
    await user.type(condonable, '70');
    await user.click(apart);
    await user.click(within(form).getByRole('button', { name: 'Save bands' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(ATTENDANCE_MESSAGES.eligibilitySaved);
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/attendance/eligibility',
        body: { eligible: 80, condonable: 70, countApart: false },
      },
    ]);
    // The write refreshes its group's reads: the bands are read back from the server.
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect(eligible).toHaveValue(80);
  });

  it('says in plain words what is wrong, sends nothing, and clears it once mended', async () => {
    const calls = fakeServer(() => json({ msg: ATTENDANCE_MESSAGES.eligibilitySaved }));
    const { form, user } = await renderForm();
    const eligible = within(form).getByLabelText('Eligible from (%)');
    const condonable = within(form).getByLabelText('Condonable from (%)');
    await user.clear(condonable);
    await user.type(condonable, '80');
    await user.click(within(form).getByRole('button', { name: 'Save bands' }));
    const alert = within(form).getByRole('alert');
    expect(alert).toHaveTextContent('Condonable from must not be above eligible from.');

    await user.clear(eligible);
    await user.type(eligible, '100');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Eligible from must be a whole number from 1 to 99.']);
    await user.clear(eligible);
    await user.type(eligible, '90');
    expect(alert).toBeEmptyDOMElement();
    expect(writes(calls)).toEqual([]);
  });

  it('shows the server’s refusal in its words', async () => {
    const refusal = 'condonable must not be above eligible';
    fakeServer(() => json({ msg: refusal }, 400));
    const { form, user } = await renderForm();
    await user.click(within(form).getByRole('button', { name: 'Save bands' }));
    expect(await within(form).findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(within(form).queryByRole('status')).toBeNull();
  });
});
