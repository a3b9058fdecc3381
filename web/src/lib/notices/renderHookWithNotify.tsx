import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { NoticeContext } from './NoticeContext';

/** For tests: renders a hook under a NoticeContext whose notify is a spy, to see what it tells the user. */
export function renderHookWithNotify<Result>(hook: () => Result) {
  const notify = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NoticeContext.Provider value={notify}>{children}</NoticeContext.Provider>
  );
  return { notify, result: renderHook(hook, { wrapper }).result.current };
}
