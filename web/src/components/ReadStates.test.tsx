import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadStates } from './ReadStates';

const TEXTS = { loading: 'Loading rooms…', failed: 'The rooms could not be loaded.', empty: 'No rooms yet.' };

describe('ReadStates', () => {
  it('announces the loading read, and nothing else', () => {
    const { container } = render(
      <ReadStates read={{ isPending: true, isError: false }} count={undefined} {...TEXTS} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading rooms…');
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('says a failed read failed, in the error style', () => {
    render(<ReadStates read={{ isPending: false, isError: true }} count={undefined} {...TEXTS} />);
    expect(screen.getByText('The rooms could not be loaded.')).toHaveClass('error-text');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says there is nothing yet only when the read gave no items', () => {
    const { rerender, container } = render(
      <ReadStates read={{ isPending: false, isError: false }} count={0} {...TEXTS} />,
    );
    expect(screen.getByText('No rooms yet.')).toBeInTheDocument();
    rerender(<ReadStates read={{ isPending: false, isError: false }} count={3} {...TEXTS} />);
    expect(container).toBeEmptyDOMElement();
  });
});
