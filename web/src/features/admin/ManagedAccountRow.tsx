import { type Ref, useEffect, useRef, useState } from 'react';
import type { AccountSummary } from '#shared/schemas/account';
import { nameWithEmail } from './account-names';
import type { AccountAction } from './useManageAccounts';

const ACTION_LABELS = { disable: 'Disable', enable: 'Enable', graduate: 'Make Alumni' } as const;

/** The actions an account's row offers: by its status and role; none that would take out the Admin's own. */
function actionsFor(account: AccountSummary, isSelf: boolean): (keyof typeof ACTION_LABELS)[] {
  const actions: (keyof typeof ACTION_LABELS)[] = [];
  if (account.status === 'active' && !isSelf) actions.push('disable');
  if (account.status === 'disabled') actions.push('enable');
  if (account.status === 'active' && account.role === 'Student') actions.push('graduate');
  return actions;
}

/** One of a row's actions: its label shown, and with the account's name for a screen reader. */
function RowButton({
  label,
  name,
  busy,
  onClick,
  ref,
}: {
  readonly label: string;
  readonly name: string;
  readonly busy: boolean;
  readonly onClick: () => void;
  readonly ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className="button button-ghost"
      disabled={busy}
      onClick={onClick}
      aria-label={`${label} ${name}`}
    >
      {label}
    </button>
  );
}

/**
 * One account: its name, email, role and status, and what the Admin may do to it. Delete asks
 * first, in the row itself; focus moves to the question and back to Delete when it is cancelled.
 */
export function ManagedAccountRow({
  account,
  isSelf,
  busy,
  onAction,
}: {
  readonly account: AccountSummary;
  readonly isSelf: boolean;
  readonly busy: boolean;
  readonly onAction: (action: AccountAction) => void;
}) {
  const name = `${account.firstName} ${account.lastName}`;
  const who = nameWithEmail(account);
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  return (
    <li className="account-row">
      <div>
        <strong>{name}</strong> <span className="tag">{account.role}</span>{' '}
        <span className={`tag account-status-${account.status}`}>{account.status}</span>
        <div className="muted">
          {account.email}
          {isSelf && ' · this is you'}
        </div>
      </div>
      <div className="account-actions">
        {actionsFor(account, isSelf).map((action) => (
          <RowButton
            key={action}
            label={ACTION_LABELS[action]}
            name={who}
            busy={busy}
            onClick={() => onAction(action)}
          />
        ))}
        {!isSelf && !confirming && (
          <RowButton
            ref={deleteButton}
            label="Delete"
            name={who}
            busy={busy}
            onClick={() => setConfirming(true)}
          />
        )}
      </div>
      {confirming && (
        <fieldset className="delete-confirm">
          <legend>Delete {name}?</legend>
          <p>{account.email}: their sessions end, and the account cannot be restored.</p>
          <div className="account-actions">
            <button
              ref={confirmButton}
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onAction('delete');
              }}
            >
              Yes, delete {name}
            </button>
            <button type="button" className="button button-ghost" onClick={() => setConfirming(false)}>
              Keep {name}
            </button>
          </div>
        </fieldset>
      )}
    </li>
  );
}
