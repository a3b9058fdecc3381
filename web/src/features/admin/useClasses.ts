import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { attendanceRoutes } from '#shared/api/routes/attendance';
import { usersRoutes } from '#shared/api/routes/users';
import type { StudentClass } from '#shared/schemas/student-class';
import { callApi } from '../../api/client';
import { invalidateRoute, routePagesQuery, routeQuery } from '../../api/queries';

/* Stands in before a class is chosen; the read waits until one is. */
const NONE: StudentClass = { branch: 'Computer Engineering', year: 'FE', division: 'A' };

/** One class's students by name, a page at a time (the roster Faculty mark). */
export function useClassRoster(studentClass: StudentClass | undefined) {
  return useInfiniteQuery({
    ...routePagesQuery(attendanceRoutes.listStudents, { query: studentClass ?? NONE }),
    enabled: studentClass !== undefined,
  });
}

/** The student with this email and their class; nothing is asked until an email is given. */
export function useStudentByEmail(email: string) {
  return useQuery({
    ...routeQuery(usersRoutes.studentByEmail, { query: { email } }),
    enabled: email !== '',
    retry: false,
  });
}

/** Moves a student to a class; every roster and the looked-up student are read again after. */
export function useChangeClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, studentClass }: { userId: string; studentClass: StudentClass }) =>
      callApi(usersRoutes.changeStudentClass, { pathParameters: { userId }, body: studentClass }),
    onSettled: () =>
      Promise.all([
        invalidateRoute(queryClient, attendanceRoutes.listStudents),
        invalidateRoute(queryClient, usersRoutes.studentByEmail),
      ]),
  });
}
