import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ErrorAlert, FormAlert } from '#web/components/ui/form-alert';
import { HiddenFileInput } from '#web/components/ui/hidden-file-input';
import { DownloadIcon, UploadIcon } from '#web/components/ui/icons';
import { activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';
import { useExportRecipes, useImportJob, useStartImport } from '../api/transfers';
import { importJobSummary } from '../utils/import-job-summary';

/** 0.37 → "37 %" as the language writes a share (37 % in German and French). */
const percent = (share: number) => new Intl.NumberFormat(activeLocale(), { style: 'percent' }).format(share);

/**
 * My Page's way in and out: Import recipes (a Paprika export, a zip of recipe.json files, or an
 * export of ours), uploaded straight to storage and read in the background with its progress shown,
 * and Export my recipes (a zip of schema.org JSON-LD files with photos).
 */
export const RecipeTransfers = () => {
  const picker = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState(0);
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useStartImport(setUploaded);
  const job = useImportJob(jobId);
  const exporting = useExportRecipes();
  const busy =
    start.isPending || (job.data ? ['waiting', 'running'].includes(job.data.status) : jobId !== null);

  const pick = (file: File) => {
    setJobId(null);
    setUploaded(0);
    exporting.reset();
    start.mutate(file, { onSuccess: setJobId });
  };

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <HiddenFileInput
          ref={picker}
          accept=".paprikarecipes,.paprikarecipe,.zip,.json,application/zip,application/json"
          label={t('imports.fileToImport')}
          onFile={pick}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => picker.current?.click()}
          loading={busy}
          loadingText={t('imports.importing')}
        >
          <UploadIcon />
          {t('imports.importRecipes')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => exporting.mutate()}
          loading={exporting.isPending}
          loadingText={t('imports.exporting')}
        >
          <DownloadIcon />
          {t('imports.exportMyRecipes')}
        </Button>
      </HStack>
      {start.isPending && (
        <Stack gap="1" role="status">
          <Text fontSize="sm">{t('imports.uploadingPercent', { percent: percent(uploaded) })}</Text>
          <Progress.Root value={Math.round(uploaded * 100)} size="sm" colorPalette="green">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}
      <ErrorAlert error={start.error} fallback={t('imports.uploadFailed')} />
      {job.data && (
        <Stack gap="1" role="status">
          <Text fontSize="sm" fontWeight={job.data.status === 'done' ? 'medium' : undefined}>
            {importJobSummary(job.data)}
          </Text>
          {job.data.status === 'running' && job.data.total > 0 && (
            <Progress.Root
              value={Math.round((job.data.processed / job.data.total) * 100)}
              size="sm"
              colorPalette="green"
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {job.data.failures.length > 0 && (
            <>
              <Text fontSize="sm">
                {t('imports.couldNotImport', {
                  count: job.data.failures.length + (job.data.moreFailures ?? 0),
                })}
              </Text>
              <Text as="div" fontSize="sm" whiteSpace="pre-line" ps="3">
                {job.data.failures
                  .map((failure) => t('imports.failureLine', { name: failure.name, reason: failure.message }))
                  .join('\n')}
                {job.data.moreFailures ? `\n${t('imports.andMore', { count: job.data.moreFailures })}` : ''}
              </Text>
            </>
          )}
        </Stack>
      )}
      {exporting.isSuccess && (
        <FormAlert status="success">{t('imports.exported', { count: exporting.data })}</FormAlert>
      )}
      <ErrorAlert error={exporting.error} fallback={t('imports.exportFailed')} />
    </Stack>
  );
};
