import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportJob } from '#shared/transfers/transfer-schemas';
import { callApi } from '#web/lib/api-client';
import { t } from '#web/lib/i18n/t';
import { recipesKey } from './get-recipes';

/**
 * Puts the file at the signed address the server gave (straight into storage, not through the
 * API), reporting the share sent so far: fetch cannot report upload progress, XMLHttpRequest can.
 */
const putFile = (url: string, file: File, onProgress: (share: number) => void) =>
  new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => (request.status < 300 ? resolve() : reject(new Error(t('imports.uploadFailed'))));
    request.onerror = () => reject(new Error(t('imports.uploadFailed')));
    request.send(file);
  });

/** Starts an import and uploads its file; resolves with the job to follow. */
export const useStartImport = (onProgress: (share: number) => void) =>
  useMutation({
    mutationFn: async (file: File) => {
      const { jobId, uploadUrl } = await callApi('startImport', {
        body: { fileName: file.name, size: file.size },
      });
      await putFile(uploadUrl, file, onProgress);
      return jobId;
    },
  });

const isRunning = (job: ImportJob | undefined) =>
  !job || job.status === 'waiting' || job.status === 'running';

/** An import's progress, asked again every second until it ends; then the recipe lists are refreshed. */
export const useImportJob = (jobId: string | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['imports', jobId],
    enabled: jobId !== null,
    queryFn: async () => {
      const job = await callApi('importStatus', { params: { jobId: jobId ?? '' } });
      if (!isRunning(job)) void queryClient.invalidateQueries({ queryKey: recipesKey });
      return job;
    },
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
};

/** Packs the caller's recipes and downloads the zip. */
export const useExportRecipes = () =>
  useMutation({
    mutationFn: async () => {
      const { downloadUrl, count } = await callApi('exportRecipes');
      // A navigation, not a fetch: the browser saves the file (the address says "attachment").
      const link = document.createElement('a');
      link.href = downloadUrl;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      return count;
    },
  });
