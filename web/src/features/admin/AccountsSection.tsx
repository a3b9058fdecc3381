import { anyMessageOf } from '../../api/client';
import { PagedList } from '../../components/PagedList';
import { useMutationNotices } from '../../lib/notices/useMutationNotices';
import { nameWithEmail } from './account-names';
import { useDecideAccount, usePendingAccounts } from './useAccounts';

const DECISIONS = [
  { decision: 'approve', label: 'Approve', style: 'button-primary' },
  { decision: 'reject', label: 'Reject', style: 'button-ghost' },
] as const;

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** Faculty and Admin sign-ups waiting for an Admin's decision. */
export function AccountsSection() {
  const pending = usePendingAccounts();
  const accounts = pending.data?.pages.flatMap((page) => page.accounts);
  const decide = useDecideAccount();
  const notices = useMutationNotices();

  const act = (userId: string, decision: 'approve' | 'reject') =>
    decide.mutate(
      { userId, decision },
      notices((error) => anyMessageOf(error, 'The decision was not saved.')),
    );

  return (
    <section className="panel" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Accounts awaiting approval</h2>
      <PagedList
        pages={pending}
        items={accounts}
        className="account-list"
        loading="Loading accounts…"
        failed="Failed to fetch pending accounts."
        empty="No sign-ups are waiting for approval."
        more="Show more sign-ups"
        loadingMore="Loading more sign-ups…"
      >
        {(account) => (
          <li key={account.userId} className="account-row">
            <div>
              <strong>
                {account.firstName} {account.lastName}
              </strong>{' '}
              <span className="tag">{account.role}</span>
              <div className="muted">
                {account.email} · signed up {dateFormat.format(new Date(account.createdAt))}
              </div>
            </div>
            <div className="account-actions">
              {DECISIONS.map(({ decision, label, style }) => (
                <button
                  key={decision}
                  type="button"
                  className={`button ${style}`}
                  disabled={decide.isPending}
                  onClick={() => act(account.userId, decision)}
                  aria-label={`${label} ${nameWithEmail(account)}`}
                >
                  {label}
                </button>
              ))}
            </div>
          </li>
        )}
      </PagedList>
    </section>
  );
}
