import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { gptRoutes } from '../../../../shared/api/routes/gpt';
import type { Task } from '../../../../shared/schemas/gpt';
import { invalidateRoute, routeQuery } from '../../api/queries';

const POLL_MS = 1000; // spec §4: polled every 1 second

/** Follows one task: its status every second until it is finished; a poll error stops polling. */
export function useGptTask(taskId: string | undefined) {
  const queryClient = useQueryClient();
  const [pollFailed, setPollFailed] = useState(false);
  const task = useQuery({
    ...routeQuery(gptRoutes.taskStatus, { pathParameters: { taskId: taskId ?? '' } }),
    enabled: Boolean(taskId) && !pollFailed,
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' ? false : POLL_MS;
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
    if (finished) void invalidateRoute(queryClient, gptRoutes.recentTasks);
  }, [finished, queryClient]);
  return { task: task.data as Task | undefined, pollFailed, reset: () => setPollFailed(false) };
}

export function useRecentTasks() {
  return useQuery(routeQuery(gptRoutes.recentTasks));
}
