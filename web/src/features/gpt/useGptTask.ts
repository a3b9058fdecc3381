import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { gptRoutes } from '#shared/api/routes/gpt';
import { GPT_POLL_GIVE_UP_MS, GPT_POLL_INTERVAL_MS } from '#shared/constants/limits';
import type { Task } from '#shared/schemas/gpt';
import { invalidateRoute, routeQuery } from '../../api/queries';

/**
 * Follows one task: its status every second until it is finished; a poll error stops
 * polling, and so does a task still unfinished after GPT_POLL_GIVE_UP_MS (decision 24).
 */
export function useGptTask(taskId: string | undefined) {
  const queryClient = useQueryClient();
  const [pollFailed, setPollFailed] = useState(false);

  const task = useQuery({
    ...routeQuery(gptRoutes.taskStatus, { pathParameters: { taskId: taskId ?? '' } }),
    enabled: Boolean(taskId) && !pollFailed,
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' ? false : GPT_POLL_INTERVAL_MS;
    },
  });
  useEffect(() => {
    if (task.error) {
      console.error('Failed to get response', task.error);
      setPollFailed(true);
    }
  }, [task.error]);
  const finished = task.data?.status === 'completed' || task.data?.status === 'failed';
  useEffect(() => {
    if (!taskId || finished) return;
    const timer = setTimeout(() => setPollFailed(true), GPT_POLL_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [taskId, finished]);
  useEffect(() => {
    if (finished) void invalidateRoute(queryClient, gptRoutes.recentTasks);
  }, [finished, queryClient]);
  return { task: task.data as Task | undefined, pollFailed, reset: () => setPollFailed(false) };
}

export function useRecentTasks() {
  return useQuery(routeQuery(gptRoutes.recentTasks));
}
