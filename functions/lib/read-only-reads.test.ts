import { describe, expect, it } from 'vitest';
import { routeKey } from '#shared/api/define';
import { ROUTE_LIST } from '#shared/api/routes/index';

/*
 * A route marked readOnly runs its action beside the check that its session is live
 * (group-handler.ts). Only a signed-in GET gains from that, and only a GET may be trusted to leave
 * nothing behind when the session turns out to have ended; a public route has no session to check.
 */
describe('routes marked readOnly', () => {
  it('are signed-in GETs', () => {
    const misplaced = ROUTE_LIST.filter(
      (route) => route.readOnly && (route.method !== 'GET' || route.access.kind === 'public'),
    );
    expect(misplaced.map(routeKey)).toEqual([]);
  });

  it('are every signed-in GET of the table today, so no read waits a round trip it need not', () => {
    const reads = ROUTE_LIST.filter((route) => route.method === 'GET' && route.access.kind !== 'public');
    expect(reads.length).toBeGreaterThan(10);
    expect(reads.filter((route) => !route.readOnly).map(routeKey)).toEqual([]);
  });
});
