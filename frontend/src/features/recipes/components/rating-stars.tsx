import { HStack, Text } from '@chakra-ui/react';
import { StarIcon } from '#web/components/ui/icons';
import { t } from '#web/lib/i18n/t';
import { formatRating, ratingLabel } from '../utils/recipe-facts';

interface RatingStarsProps {
  average: number;
  total: number;
  size?: 'sm' | 'md';
}

/** Five stars filled to the average, with the number of ratings; read out as one sentence. */
export const RatingStars = ({ average, total, size = 'sm' }: RatingStarsProps) => (
  // The count wraps under the stars where a language's words do not fit beside them (a narrow card).
  <HStack gap="1.5" rowGap="0" wrap="wrap" role="img" aria-label={ratingLabel(average, total)}>
    <HStack gap="0.5" color="orange.500" fontSize={size === 'sm' ? 'md' : 'xl'}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={total === 0 ? 0 : average - (star - 1)} />
      ))}
    </HStack>
    <Text as="span" fontSize={size} color="gray.700">
      {total === 0
        ? t('ratings.none')
        : t('ratings.averageAndCount', { average: formatRating(average), total })}
    </Text>
  </HStack>
);
