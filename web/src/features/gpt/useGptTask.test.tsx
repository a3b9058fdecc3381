import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GPT_POLL_GIVE_UP_MS, GPT_POLL_INTERVAL_MS } from '#shared/constants/limits';
import type { Task } from '#shared/schemas/gpt';
import { useGptTask } from './useGptTask';

/*
 * The stack's own worker finishes every task within seconds, so a task that never finishes (a
 * worker gone, a message lost) is played here by a server stand-in that keeps answering with the
 * task as it is told; the hook, TanStack Query and the API client under it are the real ones.
 */
function serveTask(status: () => Task['status']) {
  const polls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    polls.push(url);
    const task: Task = { taskId: 't1', status: status(), query: 'q', sources: [], createdAt: '2026-11-26' };
    return new Response(JSON.stringify(task), { status: 200 });
  });
  return polls;
}

function follow(taskId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useGptTask(taskId), { wrapper });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('following a question', () => {
  it('polls every second, and gives up after the bound when the task never finishes', async () => {
    const polls = serveTask(() => 'running');
    const { result } = follow('t1');
    await wait(GPT_POLL_GIVE_UP_MS - GPT_POLL_INTERVAL_MS);
    expect(result.current.pollFailed).toBe(false);
    // One poll a second for the whole bound, give or take the first and last.
    expect(polls.length).toBeGreaterThan(GPT_POLL_GIVE_UP_MS / GPT_POLL_INTERVAL_MS - 3);
    expect(polls.every((url) => url === '/api/personalizedgpt/status/t1')).toBe(true);

    await wait(2 * GPT_POLL_INTERVAL_MS);
    expect(result.current.pollFailed).toBe(true);
    const pollsWhenGivenUp = polls.length;
    await wait(60_000);
    expect(polls.length).toBe(pollsWhenGivenUp);
  });

  it('stops polling when the task is answered, and does not give up on it later', async () => {
    let answered = false;
    const polls = serveTask(() => (answered ? 'completed' : 'running'));
    const { result } = follow('t1');
    await wait(5 * GPT_POLL_INTERVAL_MS);
    answered = true;
    await wait(2 * GPT_POLL_INTERVAL_MS);
    expect(result.current.task?.status).toBe('completed');
    const pollsWhenAnswered = polls.length;
    await wait(GPT_POLL_GIVE_UP_MS + 60_000);
    expect(result.current.pollFailed).toBe(false);
    expect(polls.length).toBe(pollsWhenAnswered);
  });
});
