import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormDialog, submitting } from '#web/components/ui/form-dialog';
import { StarIcon } from '#web/components/ui/icons';
import { LoadFailure } from '#web/components/ui/load-failure';
import { t } from '#web/lib/i18n/t';
import { TaggedText } from '#web/lib/i18n/tagged-text';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useOwnRating } from '../api/get-own-rating';
import { ratingErrorMessage, useRateRecipe } from '../api/rate-recipe';

const stars = [1, 2, 3, 4, 5] as const;

interface RateRecipeDialogProps extends DialogLifecycle {
  recipeId: string;
  recipeName: string;
  /** Reloads the recipe so its average and count refresh (spec 4). */
  onRated: (recipeId: string) => Promise<unknown>;
}

/** 'Rate Recipe': 1 to 5 stars as a radio group; a second rating replaces the first. */
const RateRecipeDialog = ({ recipeId, recipeName, onRated, ...dialog }: RateRecipeDialogProps) => {
  const own = useOwnRating(recipeId);
  const rate = useRateRecipe(onRated);
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const value = chosen ?? own.data?.value ?? null;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;

  const submit = () => {
    if (value === null) {
      setMissing(true);
      return;
    }
    rate.mutate({ recipeId, existing: own.data ?? null, value }, { onSuccess: dialog.onClose });
  };

  return (
    <FormDialog
      {...submitting(dialog, rate, submit)}
      title={t('ratings.rateRecipe')}
      submitLabel={t('ratings.submitRating')}
      pendingLabel={t('ratings.submitting')}
      disabled={own.isPending}
    >
      <Text>
        <TaggedText
          text={t('ratings.howWouldYouRate', { name: recipeName })}
          components={{ 0: <strong /> }}
        />
      </Text>
      {own.isPending ? (
        <Text role="status">{t('ratings.loading')}</Text>
      ) : (
        <chakra.fieldset border="0" p="0" m="0">
          <chakra.legend srOnly>{t('ratings.yourRatingLegend')}</chakra.legend>
          <HStack gap="1" onPointerLeave={() => setHovered(null)}>
            {stars.map((star) => (
              <chakra.label
                key={star}
                position="relative"
                display="inline-flex"
                cursor="pointer"
                p="1"
                rounded="md"
                fontSize="3xl"
                color={star <= shown ? 'orange.500' : 'gray.400'}
                onPointerEnter={() => setHovered(star)}
                css={{ '&:has(input:focus-visible)': { outline: '3px solid {colors.green.600}' } }}
              >
                <chakra.input
                  type="radio"
                  name="rating"
                  value={star}
                  checked={value === star}
                  onChange={() => {
                    setChosen(star);
                    setMissing(false);
                  }}
                  // Invisible but covering the star: clicks, taps and the keyboard all reach the radio.
                  position="absolute"
                  inset="0"
                  w="full"
                  h="full"
                  m="0"
                  opacity="0"
                  cursor="pointer"
                />
                <StarIcon filled={star <= shown ? 1 : 0} />
                <Box as="span" srOnly>
                  {t('ratings.stars', { count: star })}
                </Box>
              </chakra.label>
            ))}
          </HStack>
        </chakra.fieldset>
      )}
      <Text aria-live="polite" color="gray.700">
        {value === null ? t('ratings.noneChosen') : t('ratings.yourRating', { value })}
      </Text>
      {missing && <FormAlert status="error">{t('ratings.chooseRating')}</FormAlert>}
      {own.isError && <LoadFailure onRetry={own.refetch}>{t('ratings.fetchOwnFailed')}</LoadFailure>}
      {rate.isError && (
        <FormAlert status="error">{ratingErrorMessage(rate.error, Boolean(own.data))}</FormAlert>
      )}
    </FormDialog>
  );
};

export default RateRecipeDialog;
