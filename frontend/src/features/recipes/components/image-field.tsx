import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '#web/components/ui/form-alert';
import { deleteImage, deleteImageFailedMessage } from '../api/delete-image';
import { NotAnImageError, uploadFailedMessage, uploadImage } from '../api/upload-image';
import { RecipeImage } from './recipe-image';

/**
 * The image being edited. Uploading replaces the current image: one uploaded in this dialog is
 * deleted at once (nothing else uses it); the recipe's saved image is deleted only once the
 * recipe is saved without it, so cancelling the dialog never leaves the recipe without its picture.
 */
export const useImageDraft = (savedUrl: string | null, onUrlChange: (url: string | null) => void) => {
  const [url, setUrl] = useState(savedUrl);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'uploading' | 'deleting' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploaded = useRef(new Set<string>());

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const change = (next: string | null, nextPreview: string | null) => {
    setUrl(next);
    setPreview(nextPreview);
    onUrlChange(next);
  };

  /** Deletes an image uploaded in this dialog (never the saved one: see above). */
  const dropUnsaved = async (target: string | null) => {
    if (!target || !uploaded.current.has(target)) return;
    await deleteImage(target);
    uploaded.current.delete(target);
  };

  const pick = async (file: File) => {
    setError(null);
    setBusy('uploading');
    try {
      await dropUnsaved(url).catch(() => undefined); // an orphan left behind is not worth failing for
      const result = await uploadImage(file);
      uploaded.current.add(result.url);
      change(result.url, result.preview);
    } catch (failure) {
      setError(failure instanceof NotAnImageError ? failure.message : uploadFailedMessage);
    } finally {
      setBusy(null);
    }
  };

  const clear = async () => {
    setError(null);
    setBusy('deleting');
    try {
      await dropUnsaved(url);
      change(null, null);
    } catch {
      setError(deleteImageFailedMessage);
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

  return { url, preview, busy, error, pick, clear, settle, discard };
};

type ImageDraft = ReturnType<typeof useImageDraft>;

/** Pick, replace or delete the recipe's image, with a preview. */
export const ImageField = ({ draft }: { draft: ImageDraft }) => {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const { url, preview, busy, error } = draft;
  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium">
        Image
      </Text>
      <HStack gap="4" align="center" wrap="wrap">
        <Box w="32" h="24" rounded="md" overflow="hidden" borderWidth="1px" flexShrink={0}>
          {preview ? (
            <img src={preview} alt="Preview" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <RecipeImage
              key={url ?? 'none'}
              imageUrl={url}
              variant="small"
              alt="Preview"
              w="full"
              h="full"
              loading="eager"
            />
          )}
        </Box>
        <Stack gap="2" align="flex-start">
          <input
            ref={input}
            type="file"
            accept="image/*"
            aria-label="Recipe image file"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = ''; // picking the same file again still counts as a change
              if (file) void draft.pick(file);
            }}
          />
          <HStack gap="2" wrap="wrap">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => input.current?.click()}
              loading={busy === 'uploading'}
              loadingText="Uploading..."
              disabled={busy !== null}
            >
              {url ? 'Replace Image' : 'Choose Image'}
            </Button>
            {url && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                colorPalette="red"
                onClick={() => void draft.clear()}
                loading={busy === 'deleting'}
                disabled={busy !== null}
              >
                Delete Image
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="gray.600">
            {url ? 'Image ready.' : 'No image chosen.'} Photos are resized to at most 800 px.
          </Text>
        </Stack>
      </HStack>
      {error && <FormAlert status="error">{error}</FormAlert>}
    </Stack>
  );
};
