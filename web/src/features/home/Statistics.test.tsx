import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdmissionSteps } from './AdmissionSteps';
import { Statistics } from './Statistics';

describe('home page facts', () => {
  it('shows the five statistics', () => {
    render(<Statistics />);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual(['50k+', '35+', '56+', '100+', '150+']);
    const labels = screen.getAllByRole('term').map((dt) => dt.textContent?.toLowerCase());
    expect(labels).toEqual(['students', 'courses', 'startups', 'languages', 'professors']);
  });

  it('lists the five admission steps in order, with a way to see all admissions', () => {
    render(
      <MemoryRouter>
        <AdmissionSteps />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.toLowerCase())).toEqual([
      'complete everything as ordered',
      'provide the last exam result',
      'choose the desired programme',
      'get in contact with the instructor',
      'finally get started',
    ]);
    expect(screen.getByRole('link', { name: 'See all our admissions' })).toHaveAttribute('href', '/contact');
  });
});
