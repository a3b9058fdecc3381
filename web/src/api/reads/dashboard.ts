import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardRoutes } from '#shared/api/routes/dashboard';
import type { VisitedSection } from '#shared/schemas/dashboard';
import { callApi } from '../client';
import { routeQuery } from '../queries';

/** The caller's dashboard summary: one read for every card of their landing page. */
export function useDashboardSummary(userId: string | undefined) {
  return useQuery({
    ...routeQuery(dashboardRoutes.dashboardSummary, { session: userId ?? null }),
    enabled: userId !== undefined,
    // A card without its fact keeps its fixed description: no retries to wait through.
    retry: false,
  });
}

/**
 * Tells the server a Student has opened a section, so their dashboard counts only what comes
 * after. Once per opening; a failure only leaves the count as it was, so it is not shown.
 */
export function useRecordVisit(section: VisitedSection, enabled: boolean) {
  useEffect(() => {
    if (enabled) callApi(dashboardRoutes.recordVisit, { body: { section } }).catch(() => undefined);
  }, [section, enabled]);
}
