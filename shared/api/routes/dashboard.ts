import { dashboardSummarySchema, recordedVisitSchema, recordVisitSchema } from '../../schemas/dashboard';
import { defineGroup, rolesOnly } from '../define';

/** Dashboards: each role's live facts for its cards, about the caller's own data only. */
export const dashboardRoutes = defineGroup('dashboard', {
  dashboardSummary: {
    method: 'GET',
    path: '/api/dashboard',
    access: rolesOnly('Admin', 'Faculty', 'Student'),
    // Its one write is the caller's own kept summary, a cache (decision 64): it reads beside the
    // session check, and a read refused after leaves nothing anybody is answered from.
    readOnly: true,
    response: dashboardSummarySchema,
  },
  /** The Student opened Notifications or Study Buddy: what was there is no longer new. */
  recordVisit: {
    method: 'POST',
    path: '/api/dashboard/visits',
    access: rolesOnly('Student'),
    body: recordVisitSchema,
    response: recordedVisitSchema,
  },
});
