import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { timetableRoutes } from '#shared/api/routes/timetable';
import type { StudentClass } from '#shared/schemas/student-class';
import type { Periods, SlotInput, SlotUpdate, Term, UndoChange } from '#shared/schemas/timetable';
import type { TimetableImportJob } from '#shared/schemas/timetable-import';
import { ApiError, callApi } from '../../api/client';
import { invalidateGroup, routeQuery } from '../../api/queries';
import { uploadFile } from '../../api/upload';
import { classBody, NO_CLASS } from '../../components/ClassFields';

/* Nothing set yet is the API's 404; the forms then start empty instead of showing a failure. */
const unsetIsEmpty = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 2;
export const isUnset = (error: unknown) => error instanceof ApiError && error.status === 404;

export function usePeriods() {
  return useQuery({ ...routeQuery(timetableRoutes.getPeriods), retry: unsetIsEmpty });
}

export function useTerm() {
  return useQuery({ ...routeQuery(timetableRoutes.getTerm), retry: unsetIsEmpty });
}

export function useClassWeek(studentClass: StudentClass | undefined) {
  return useQuery({
    ...routeQuery(timetableRoutes.classWeek, {
      query: studentClass ?? classBody(NO_CLASS),
    }),
    enabled: studentClass !== undefined,
  });
}

/** Who is assigned to teach the class (decision 32), for the slot form's Faculty picker. */
export function useClassTeachers(studentClass: StudentClass) {
  return useQuery(routeQuery(timetableRoutes.classTeachers, { query: studentClass }));
}

/** A class's lectures on a date and those cancelled: the Admin's list of that date's changes. */
export function useClassDay(studentClass: StudentClass, date: string) {
  return useQuery({
    ...routeQuery(timetableRoutes.classDay, { query: { ...studentClass, date } }),
    enabled: date !== '',
  });
}

/* A write's own group's reads are read again after it by the query client (web/src/api/query-client.ts). */
const useTimetableWrite = <Input, Answer>(write: (input: Input) => Promise<Answer>) =>
  useMutation({ mutationFn: write });

export const useSavePeriods = () =>
  useTimetableWrite((body: Periods) => callApi(timetableRoutes.setPeriods, { body }));

export const useSaveTerm = () =>
  useTimetableWrite((body: Term) => callApi(timetableRoutes.setTerm, { body }));

/** Creates a slot, or updates the one named: an update keeps the slot's class and weekday. */
export const useSaveSlot = () =>
  useTimetableWrite(({ slotId, slot }: { slotId?: string; slot: SlotInput }) => {
    if (!slotId) return callApi(timetableRoutes.createSlot, { body: slot });
    const { branch: _b, year: _y, division: _d, weekday: _w, ...update } = slot;
    return callApi(timetableRoutes.updateSlot, {
      pathParameters: { slotId },
      body: update satisfies SlotUpdate,
    });
  });

export const useDeleteSlot = () =>
  useTimetableWrite((slotId: string) => callApi(timetableRoutes.deleteSlot, { pathParameters: { slotId } }));

export const useUndoChange = () =>
  useTimetableWrite((body: UndoChange) => callApi(timetableRoutes.undoChange, { body }));

/*
 * Uploads the CSV through the files mechanism (declared text/csv whatever the browser guessed, as
 * the roster's import does), then starts the import; the answer is its job (decision 50).
 */
export function useStartTimetableImport(onProgress: (fraction: number) => void) {
  return useMutation({
    mutationFn: async (file: File) => {
      const csv = new File([file], file.name, { type: 'text/csv' });
      const stored = await uploadFile('timetable', csv, onProgress);
      return callApi(timetableRoutes.importTimetable, { body: { fileId: stored.fileId } });
    },
  });
}

const POLL_MS = 1000;
const RUNNING: readonly TimetableImportJob['status'][] = ['queued', 'checking'];
export const isRunning = (job: TimetableImportJob) => RUNNING.includes(job.status);

/**
 * Follows one import every second until it has finished. Its worker stores the slots after the
 * start was answered, so once it has finished the timetable's reads (the week shown) are read again.
 */
export function useTimetableImportJob(jobId: string | undefined) {
  const queryClient = useQueryClient();
  const job = useQuery({
    ...routeQuery(timetableRoutes.timetableImportStatus, { pathParameters: { jobId: jobId ?? '' } }),
    enabled: Boolean(jobId),
    refetchInterval: (query) => (query.state.data && !isRunning(query.state.data) ? false : POLL_MS),
  });
  const finished = job.data !== undefined && !isRunning(job.data);
  useEffect(() => {
    if (finished) void invalidateGroup(queryClient, timetableRoutes.importTimetable.group);
  }, [finished, queryClient]);
  return job;
}
