import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { renderHookWithNotify } from './renderHookWithNotify';
import { useMutationNotices } from './useMutationNotices';

describe('useMutationNotices', () => {
  it('shows the server’s answer, then does what the form does after a change', () => {
    const { notify, result: notices } = renderHookWithNotify(useMutationNotices);
    const done = vi.fn();
    notices('Not saved.', done).onSuccess({ msg: 'Room saved.' });
    expect(notify).toHaveBeenCalledWith('Room saved.', 'success');
    expect(done).toHaveBeenCalledOnce();
  });

  it('shows the server’s own words for a failure, and the given text for anything else', () => {
    const { notify, result: notices } = renderHookWithNotify(useMutationNotices);
    notices('Not saved.').onError(new ApiError(409, 'That code is taken.', true));
    notices('Not saved.').onError(new TypeError('Failed to fetch'));
    expect(notify.mock.calls).toEqual([
      ['That code is taken.', 'error'],
      ['Not saved.', 'error'],
    ]);
  });

  it('lets a caller word the failure itself', () => {
    const { notify, result: notices } = renderHookWithNotify(useMutationNotices);
    notices((error) => `Failed: ${String(error)}`).onError('boom');
    expect(notify).toHaveBeenCalledWith('Failed: boom', 'error');
  });
});
