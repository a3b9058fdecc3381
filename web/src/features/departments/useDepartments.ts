import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { departmentsRoutes } from '../../../../shared/api/routes/departments';
import { callApi } from '../../api/client';

/** The public department list. A failure is only logged (spec §8); the page shows what it has. */
export function useDepartments() {
  const query = useQuery({
    queryKey: ['departments'],
    queryFn: ({ signal }) => callApi(departmentsRoutes.listDepartments, { signal }),
  });
  useEffect(() => {
    if (query.error) console.error('Failed to fetch departments', query.error);
  }, [query.error]);
  return query;
}
