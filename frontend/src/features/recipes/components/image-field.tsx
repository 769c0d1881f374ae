import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '#web/components/ui/form-alert';
import { HiddenFileInput } from '#web/components/ui/hidden-file-input';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { deleteImage } from '../api/delete-image';
import { importImage } from '../api/import-image';
import { NotAnImageError, uploadImage } from '../api/upload-image';
import { maxImageSide } from '../utils/image-resize';
import { RecipeImage } from './recipe-image';

/**
 * The image being edited. Uploading replaces the current image: one uploaded in this dialog is
 * deleted at once (nothing else uses it); the recipe's saved image is deleted only once the
 * recipe is saved without it, so cancelling the dialog never leaves the recipe without its picture.
 * An imported recipe brings the address of its page's photo: it is copied in only when the recipe
 * is saved (`copyImported`), so nothing is stored before Save and no recipe hot-links another site.
 * A new recipe restored from the browser brings the upload it had (`unsavedUpload`): it counts as
 * uploaded in this dialog.
 */
export const useImageDraft = (
  savedUrl: string | null,
  onUrlChange: (url: string | null) => void,
  importedFrom: string | null = null,
  unsavedUpload: string | null = null,
) => {
  const startUrl = savedUrl ?? unsavedUpload;
  const [url, setUrl] = useState(startUrl);
  const [preview, setPreview] = useState<string | null>(null);
  const [source, setSource] = useState(importedFrom);
  const [busy, setBusy] = useState<'uploading' | 'deleting' | 'copying' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploaded = useRef(new Set(unsavedUpload ? [unsavedUpload] : []));

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const change = (next: string | null, nextPreview: string | null) => {
    setUrl(next);
    setPreview(nextPreview);
    setSource(null);
    onUrlChange(next);
  };

  /** Deletes an image uploaded in this dialog (never the saved one: see above). */
  const dropUnsaved = async (target: string | null) => {
    if (!target || !uploaded.current.has(target)) return;
    await deleteImage(target);
    uploaded.current.delete(target);
  };

  /** The new file is uploaded first: a refused one leaves the current choice as it was. */
  const pick = async (file: File) => {
    setError(null);
    setBusy('uploading');
    try {
      const result = await uploadImage(file);
      uploaded.current.add(result.url);
      const replaced = url;
      change(result.url, result.preview);
      await dropUnsaved(replaced).catch(() => undefined); // an orphan left behind is not worth failing for
    } catch (failure) {
      setError(failure instanceof NotAnImageError ? failure.message : t('recipes.uploadImageFailed'));
    } finally {
      setBusy(null);
    }
  };

  /** Before a save: the imported photo, if still wanted, copied in; resolves with the image to save. */
  const copyImported = async (): Promise<string | null> => {
    if (!source || url) return url;
    setError(null);
    setBusy('copying');
    try {
      const copied = await importImage(source);
      uploaded.current.add(copied);
      change(copied, null);
      return copied;
    } catch (failure) {
      setError(
        t('recipes.copyPhotoFailed', { reason: errorMessage(failure, t('recipes.copyPhotoFailedFallback')) }),
      );
      throw failure;
    } finally {
      setBusy(null);
    }
  };

  const clear = async () => {
    setError(null);
    setSource(null);
    setBusy('deleting');
    try {
      await dropUnsaved(url);
      change(null, null);
    } catch {
      setError(t('recipes.deleteImageFailed'));
    } finally {
      setBusy(null);
    }
  };

  /** After a save: the saved image the recipe no longer uses, and unused uploads, are deleted. */
  const settle = (keptUrl: string | null) => {
    const unused = [...uploaded.current].filter((candidate) => candidate !== keptUrl);
    if (savedUrl && savedUrl !== keptUrl) unused.push(savedUrl);
    uploaded.current.clear();
    // Best effort: the server may have deleted the old image itself.
    for (const candidate of unused) void deleteImage(candidate).catch(() => undefined);
  };

  /** Closing without saving: the uploads nobody will use are deleted. */
  const discard = () => {
    for (const candidate of uploaded.current) void deleteImage(candidate).catch(() => undefined);
    uploaded.current.clear();
  };

  /** Whether the image differs from the one the dialog opened with. */
  const changed = url !== startUrl || source !== importedFrom;

  return { url, preview, source, busy, error, changed, pick, clear, copyImported, settle, discard };
};

type ImageDraft = ReturnType<typeof useImageDraft>;

/** "The photo from example.com is copied in when you save." */
const photoFromText = (source: string) => {
  const host = hostOf(source);
  return host ? t('recipes.photoFromHost', { host }) : t('recipes.photoFromPage');
};

const hostOf = (address: string) => URL.parse(address)?.hostname ?? null;

/** Pick, replace or delete the recipe's image, with a preview. */
export const ImageField = ({ draft }: { draft: ImageDraft }) => {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const { url, preview, source, busy, error } = draft;
  const hasImage = Boolean(url || source);
  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium">
        {t('recipes.image')}
      </Text>
      <HStack gap="4" align="center" wrap="wrap">
        <Box w="32" h="24" rounded="md" overflow="hidden" borderWidth="1px" flexShrink={0}>
          {preview ? (
            <img
              src={preview}
              alt={t('recipes.preview')}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <RecipeImage
              key={url ?? 'none'}
              imageUrl={url}
              variant="small"
              alt={t('recipes.preview')}
              w="full"
              h="full"
              loading="eager"
            />
          )}
        </Box>
        <Stack gap="2" align="flex-start">
          <HiddenFileInput
            ref={input}
            accept="image/*"
            label={t('recipes.imageFile')}
            onFile={(file) => void draft.pick(file)}
          />
          <HStack gap="2" wrap="wrap">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => input.current?.click()}
              loading={busy === 'uploading'}
              loadingText={t('recipes.uploading')}
              disabled={busy !== null}
            >
              {hasImage ? t('recipes.replaceImage') : t('recipes.chooseImage')}
            </Button>
            {hasImage && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                colorPalette="red"
                onClick={() => void draft.clear()}
                loading={busy === 'deleting'}
                disabled={busy !== null}
              >
                {url ? t('recipes.deleteImage') : t('recipes.removePhoto')}
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="gray.600">
            {url ? t('recipes.imageReady') : source ? photoFromText(source) : t('recipes.noImageChosen')}{' '}
            {t('recipes.photosResized', { size: maxImageSide })}
          </Text>
        </Stack>
      </HStack>
      {error && <FormAlert status="error">{error}</FormAlert>}
    </Stack>
  );
};
