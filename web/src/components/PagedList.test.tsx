import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PagedList } from './PagedList';

const TEXTS = {
  className: 'account-list',
  loading: 'Loading messages…',
  failed: 'Failed to fetch messages.',
  empty: 'Every message has been delivered.',
  more: 'Show more messages',
  loadingMore: 'Loading more messages…',
};

/* Two pages of messages: the first shown, the second brought by Show more. */
function Messages() {
  const [items, setItems] = useState(['First', 'Second']);
  const pages = {
    isPending: false,
    isError: false,
    hasNextPage: items.length < 4,
    isFetchingNextPage: false,
    fetchNextPage: async () => setItems((shown) => [...shown, 'Third', 'Fourth']),
  };
  return (
    <PagedList pages={pages} items={items} {...TEXTS}>
      {(item) => <li key={item}>{item}</li>}
    </PagedList>
  );
}

describe('PagedList', () => {
  it('shows the items in its list, and the next page at Show more, focus on its first item', async () => {
    render(<Messages />);
    const list = screen.getByRole('list');
    expect(list).toHaveClass('account-list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First', 'Second']);
    await userEvent.click(screen.getByRole('button', { name: 'Show more messages' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Third')));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows no list while loading, and says so when the read gave nothing', () => {
    const idle = {
      isError: false,
      hasNextPage: false,
      isFetchingNextPage: false,
      fetchNextPage: async () => {},
    };
    const { rerender } = render(
      <PagedList pages={{ ...idle, isPending: true }} items={undefined} {...TEXTS}>
        {(item: string) => <li key={item}>{item}</li>}
      </PagedList>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading messages…');
    expect(screen.queryByRole('list')).toBeNull();
    rerender(
      <PagedList pages={{ ...idle, isPending: false }} items={[]} {...TEXTS}>
        {(item: string) => <li key={item}>{item}</li>}
      </PagedList>,
    );
    expect(screen.getByText('Every message has been delivered.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
