import { expect } from 'vitest';
import type { DashboardSummary } from '#shared/schemas/dashboard';
import { call } from './api';

/**
 * The caller's dashboard summary, read as the app reads it (GET /api/dashboard, which must answer
 * 200), typed as the summary of the caller's role (AdminSummary, FacultySummary or StudentSummary).
 */
export async function dashboardOf<T extends DashboardSummary = DashboardSummary>(
  apiUrl: string,
  as: string,
): Promise<T> {
  const read = await call(apiUrl, 'GET', '/api/dashboard', { token: as });
  expect(read.status).toBe(200);
  return read.body as T;
}
