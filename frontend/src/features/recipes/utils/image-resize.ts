/** Spec 5: images are at most 800 x 800 px and re-encoded at quality 0.8. */
export const maxImageSide = 800;
export const imageQuality = 0.8;

/** The size that fits within `max` x `max` keeping the aspect ratio; smaller images stay as they are. */
export const fitWithin = (
  width: number,
  height: number,
  max = maxImageSide,
): { width: number; height: number } => {
  const longest = Math.max(width, height);
  if (longest <= max || longest === 0) return { width, height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
};

export const isImageFile = (file: Pick<File, 'type'>): boolean => file.type.startsWith('image/');

/** The file name to send with the resized image: the original's, or one that matches its type. */
export const resizedFileName = (name: string, type: string): string =>
  name.trim() || `image.${type.split('/')[1]?.split('+')[0] || 'img'}`;

/**
 * Resizes an image in the browser so its longest side is at most 800 px and re-encodes it at
 * quality 0.8 in the same type. Types a canvas cannot write (a GIF, say) come back as PNG,
 * which the browser chooses itself; the server re-encodes every upload anyway.
 */
export const resizeImage = async (file: File): Promise<File> => {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, imageQuality));
    if (!blob) throw new Error('The image could not be encoded');
    return new File([blob], resizedFileName(file.name, blob.type), { type: blob.type });
  } finally {
    bitmap.close();
  }
};
