import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProgrammeGrid } from './ProgrammeGrid';

const tiles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('ProgrammeGrid', () => {
  it('shows six programmes, View All shows nine, View Less goes back to six', async () => {
    const user = userEvent.setup();
    render(<ProgrammeGrid />);
    expect(tiles()).toEqual([
      'Computer Engineering',
      'Electrical Engineering',
      'Chemical Engineering',
      'Civil Engineering',
      'Mechanical Engineering',
      'ENTC Engineering',
    ]);
    const toggle = screen.getByRole('button', { name: 'View All' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(tiles()).toHaveLength(9);
    expect(tiles().slice(6)).toEqual([
      'Computer Science and Design',
      'Information Technology',
      'Robotics and Automation',
    ]);
    expect(toggle).toHaveTextContent('View Less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(tiles()).toHaveLength(6);
    expect(toggle).toHaveTextContent('View All');
  });
});
