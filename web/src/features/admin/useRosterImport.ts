import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rosterRoutes } from '#shared/api/routes/roster';
import { FINISHED_STATUSES } from '#shared/schemas/roster';
import { callApi } from '../../api/client';
import { invalidateGroup, routeQuery } from '../../api/queries';
import { uploadFile } from '../../api/upload';

const POLL_MS = 1000;

/*
 * Uploads the CSV through the files mechanism, which judges it by its content, then starts the
 * import. The upload declares text/csv whatever the browser guessed from the name (Excel's
 * machines call .csv application/vnd.ms-excel): the server never trusts the declared type anyway.
 */
export function useStartImport(onProgress: (fraction: number) => void) {
  return useMutation({
    mutationFn: async (file: File) => {
      const csv = new File([file], file.name, { type: 'text/csv' });
      const stored = await uploadFile('roster', csv, onProgress);
      return callApi(rosterRoutes.startImport, { body: { fileId: stored.fileId } });
    },
  });
}

/**
 * Follows one import: its progress every second until it has finished. The import's worker writes
 * the accounts after the start was answered, so once it has finished, the reads of the groups the
 * start's route names (the Admin's account lists, classes, teaching) are refreshed again.
 */
export function useImportJob(jobId: string | undefined) {
  const queryClient = useQueryClient();
  const job = useQuery({
    ...routeQuery(rosterRoutes.importStatus, { pathParameters: { jobId: jobId ?? '' } }),
    enabled: Boolean(jobId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && FINISHED_STATUSES.includes(status) ? false : POLL_MS;
    },
  });
  const status = job.data?.status;
  const finished = status !== undefined && FINISHED_STATUSES.includes(status);
  useEffect(() => {
    if (!finished) return;
    for (const group of rosterRoutes.startImport.refreshes) void invalidateGroup(queryClient, group);
  }, [finished, queryClient]);
  return job;
}
