import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ErrorAlert, FormAlert } from '#web/components/ui/form-alert';
import { HiddenFileInput } from '#web/components/ui/hidden-file-input';
import { DownloadIcon, UploadIcon } from '#web/components/ui/icons';
import {
  exportFailedMessage,
  uploadFailedMessage,
  useExportRecipes,
  useImportJob,
  useStartImport,
} from '../api/transfers';
import { importJobSummary, recipeCount } from '../utils/import-job-summary';

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
          label="Recipe file to import"
          onFile={pick}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => picker.current?.click()}
          loading={busy}
          loadingText="Importing..."
        >
          <UploadIcon />
          Import recipes
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => exporting.mutate()}
          loading={exporting.isPending}
          loadingText="Exporting..."
        >
          <DownloadIcon />
          Export my recipes
        </Button>
      </HStack>
      {start.isPending && (
        <Stack gap="1" role="status">
          <Text fontSize="sm">Uploading... {Math.round(uploaded * 100)}%</Text>
          <Progress.Root value={Math.round(uploaded * 100)} size="sm" colorPalette="green">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}
      <ErrorAlert error={start.error} fallback={uploadFailedMessage} />
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
              <Text fontSize="sm">{`Could not import ${recipeCount(job.data.failures.length + (job.data.moreFailures ?? 0))}:`}</Text>
              <Text as="div" fontSize="sm" whiteSpace="pre-line" ps="3">
                {job.data.failures.map((failure) => `${failure.name}: ${failure.message}`).join('\n')}
                {job.data.moreFailures ? `\n…and ${recipeCount(job.data.moreFailures)} more.` : ''}
              </Text>
            </>
          )}
        </Stack>
      )}
      {exporting.isSuccess && (
        <FormAlert status="success">{`Exported ${recipeCount(exporting.data)}.`}</FormAlert>
      )}
      <ErrorAlert error={exporting.error} fallback={exportFailedMessage} />
    </Stack>
  );
};
