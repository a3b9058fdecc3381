import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Articles } from './Articles';

const opener = () => screen.getByRole('button', { name: 'Five study habits that survive exam season' });

describe('Articles', () => {
  it('shows three cards tagged Insight, Tips and Recommend', () => {
    render(<Articles />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    for (const tag of ['Insight', 'Tips', 'Recommend']) expect(screen.getByText(tag)).toBeInTheDocument();
  });

  it('opens a modal with the full details, and Close closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(<Articles />);
    await user.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Five study habits that survive exam season' });
    expect(dialog).toHaveTextContent('protect eight hours of sleep');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('closes on Escape, opened from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Articles />);
    opener().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the overlay, but not on one inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Articles />);
    await user.click(opener());
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
