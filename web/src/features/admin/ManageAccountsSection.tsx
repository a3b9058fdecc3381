import { type FormEvent, useState } from 'react';
import { anyMessageOf } from '../../api/client';
import { PagedList } from '../../components/PagedList';
import { TextField } from '../../components/TextField';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { useNotify } from '../../lib/notices/NoticeContext';
import { ManagedAccountRow } from './ManagedAccountRow';
import { type AccountAction, useAccountAction, useAccountSearch } from './useManageAccounts';
import './manage-accounts.css';

const FAILED: Record<AccountAction, string> = {
  disable: 'The account was not disabled.',
  enable: 'The account was not enabled.',
  graduate: 'The account was not made Alumni.',
  delete: 'The account was not deleted.',
};

/**
 * Find accounts (revocation, decision 16): find any account by the start of its name, its surname
 * or its email, a page at a time, and disable, enable, delete it or make a Student Alumni. The
 * server refuses an Admin's own disable or delete; the row does not offer them either.
 */
export function ManageAccountsSection() {
  const me = useSignedInUser();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const search = useAccountSearch(q);
  const accounts = search.data?.pages.flatMap((page) => page.accounts);
  const act = useAccountAction();
  const notify = useNotify();
  const [confirmation, setConfirmation] = useState<string>();

  function find(event: FormEvent) {
    event.preventDefault();
    setConfirmation(undefined);
    const words = draft.trim();
    // Asked again with the same words, the search is read again: an account made since shows.
    if (words === q && words) void search.refetch();
    else setQ(words);
  }

  const onAction = (userId: string, name: string) => (action: AccountAction) => {
    setConfirmation(undefined);
    act.mutate(
      { userId, action },
      {
        onSuccess: ({ msg }) => {
          notify(msg, 'success');
          // The notice fades; the section keeps saying what was done, and to whom.
          setConfirmation(`${name}: ${msg}`);
        },
        onError: (error) => notify(anyMessageOf(error, FAILED[action]), 'error'),
      },
    );
  };

  return (
    <section className="panel managed-accounts" aria-labelledby="manage-accounts-heading">
      <h2 id="manage-accounts-heading">Find accounts</h2>
      <form className="account-search" aria-label="Find accounts" onSubmit={find}>
        <TextField name="account-search" label="Name or email" value={draft} onChange={setDraft} />
        <button type="submit" className="button button-primary">
          Find accounts
        </button>
      </form>
      {confirmation && (
        <p className="account-confirmation" role="status">
          {confirmation}
        </p>
      )}
      {q ? (
        <PagedList
          pages={search}
          items={accounts}
          className="account-list"
          loading="Finding accounts…"
          failed="The accounts could not be found."
          empty={`No account’s name or email starts with “${q}”.`}
          more="Show more accounts"
          loadingMore="Loading more accounts…"
        >
          {(account) => (
            <ManagedAccountRow
              key={account.userId}
              account={account}
              isSelf={account.userId === me?.userId}
              busy={act.isPending}
              onAction={onAction(account.userId, `${account.firstName} ${account.lastName}`)}
            />
          )}
        </PagedList>
      ) : (
        <p>Type the start of a name, a surname or an email, then Find accounts.</p>
      )}
    </section>
  );
}
