import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoticeProvider } from '../../lib/notices/NoticeProvider';
import { PAGE_NOT_LOADED } from '../../lib/page-not-loaded';
import { ContactForm } from './ContactForm';

// The sender's chunk does not arrive: a lost connection, or a deploy that removed it.
vi.mock('./send-message', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the contact form', () => {
  it('says the page must be reloaded when the sender’s code does not arrive, keeping what was typed', async () => {
    render(
      <NoticeProvider>
        <ContactForm />
      </NoticeProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ria@example.org');
    await user.type(screen.getByLabelText('Your message'), 'When do admissions open?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(PAGE_NOT_LOADED)).toHaveAttribute('id', 'contact-error');
    expect(screen.getByLabelText('Your message')).toHaveValue('When do admissions open?');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
