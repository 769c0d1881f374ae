import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import placeholder from '#web/assets/recipe-placeholder.svg';

interface RecipeImageProps extends Omit<ImageProps, 'src'> {
  imageUrl: string | null;
  /** Cards and thumbnails ask for the small (320 px) variant; the detail page for the full one. */
  variant: 'small' | 'full';
  alt: string;
}

/**
 * A recipe's picture, or the bundled placeholder when it has none. A small variant not made yet
 * falls back to the full image, and an image that cannot load at all to the placeholder.
 */
export const RecipeImage = ({ imageUrl, variant, alt, ...props }: RecipeImageProps) => {
  const sources = imageUrl
    ? [...(variant === 'small' ? [`${imageUrl}?variant=small`] : []), imageUrl, placeholder]
    : [placeholder];
  const [attempt, setAttempt] = useState(0);
  const src = sources[Math.min(attempt, sources.length - 1)];
  return (
    <Image
      src={src}
      alt={src === placeholder ? '' : alt}
      objectFit="cover"
      bg="green.50"
      loading="lazy"
      decoding="async"
      onError={() => setAttempt((tried) => tried + 1)}
      {...props}
    />
  );
};
