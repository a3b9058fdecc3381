import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ShowMoreButton } from './ShowMoreButton';

/* A list of two pages: the first shown, the second brought by the button. */
function PagedList() {
  const [items, setItems] = useState(['First', 'Second']);
  const list = useRef<HTMLUListElement>(null);
  return (
    <>
      <ul ref={list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ShowMoreButton
        list={list}
        pages={{
          hasNextPage: items.length < 4,
          isFetchingNextPage: false,
          fetchNextPage: async () => setItems((shown) => [...shown, 'Third', 'Fourth']),
        }}
        label="Show more items"
        loadingLabel="Loading more items…"
      />
    </>
  );
}

describe('ShowMoreButton', () => {
  it('moves focus to the first new item, so focus is not lost when the button goes', async () => {
    render(<PagedList />);
    await userEvent.click(screen.getByRole('button', { name: 'Show more items' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Third')));
    expect(screen.queryByRole('button', { name: 'Show more items' })).toBeNull();
  });
});
