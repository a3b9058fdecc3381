import { useMutation, useQuery } from '@tanstack/react-query';
import { attendanceRoutes } from '#shared/api/routes/attendance';
import type { EligibilityBands } from '#shared/schemas/attendance';
import { callApi } from '../../api/client';
import { routeQuery } from '../../api/queries';

/** The college's attendance bands: the defaults (75%, 65%, counted apart) until an Admin sets them. */
export const useEligibility = () => useQuery(routeQuery(attendanceRoutes.getEligibility));

/* The query client reads the attendance and dashboard groups again after it (its route's refreshes). */
export const useSaveEligibility = () =>
  useMutation({
    mutationFn: (body: EligibilityBands) => callApi(attendanceRoutes.setEligibility, { body }),
  });
