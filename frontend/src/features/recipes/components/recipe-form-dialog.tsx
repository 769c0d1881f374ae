import { Button, Field, Grid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RecipeDraft } from '#shared/imports/import-schemas';
import {
  type Recipe,
  type RecipeFields,
  type RecipeInput,
  recipeInput,
} from '#shared/recipes/recipe-schemas';
import { Banner } from '#web/components/ui/banner';
import { ErrorAlert, FormAlert } from '#web/components/ui/form-alert';
import { FormDialog } from '#web/components/ui/form-dialog';
import { CountField, InputField } from '#web/components/ui/input-field';
import { useUser } from '#web/lib/auth/session';
import { activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';
import { translatedResolver } from '#web/lib/lazy-resolver';
import { optionalNumber } from '#web/lib/optional-number';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { saveRecipeKey, useCreateRecipe } from '../api/create-recipe';
import { getRecipeQueryOptions } from '../api/get-recipe';
import { imageExistsQueryOptions } from '../api/image-exists';
import { useUpdateRecipe } from '../api/update-recipe';
import { formValuesOfDraft } from '../utils/draft-values';
import { readUnsavedRecipe, savedAtLabel, type UnsavedRecipe } from '../utils/unsaved-recipe';
import { ImageField, useImageDraft } from './image-field';
import { IngredientFields } from './ingredient-fields';
import { InstructionFields } from './instruction-fields';
import { TagsField } from './tags-field';
import { useUnsavedRecipeWriter } from './use-unsaved-recipe';

const resolver = translatedResolver(zodResolver(recipeInput));

const formValuesOf = (recipe: Recipe | null): RecipeInput => ({
  name: recipe?.name ?? '',
  description: recipe?.description ?? '',
  prepTime: recipe?.prepTime ?? null,
  cookTime: recipe?.cookTime ?? null,
  servings: recipe?.servings ?? null,
  imageUrl: recipe?.imageUrl ?? null,
  externalRecipeUrl: recipe?.externalRecipeUrl ?? '',
  ingredients: [...(recipe?.ingredients ?? [])]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(({ id, name, amount, unit, sortOrder }) => ({ id, name, amount, unit, sortOrder })),
  instructions: recipe?.instructions.length ? recipe.instructions : [''],
  tags: recipe?.tags ?? [],
});

/** What the dialog asks of the form it shows: whether closing loses anything, and forgetting it. */
interface FormControls {
  changed: () => boolean;
  /** Closing without saving: unsaved uploads are deleted and the kept draft forgotten. */
  discard: () => void;
}

const idleControls: FormControls = { changed: () => false, discard: () => {} };

interface RecipeFormProps {
  recipe: Recipe | null;
  /** A new recipe read from a web page or pasted text, to review before it is saved. */
  draft: RecipeDraft | null;
  /** A new recipe left unsaved in this browser, offered back. */
  unsaved: UnsavedRecipe | null;
  /** The user a new recipe is kept in the browser for while it is typed; null for an edit. */
  keptFor: string | null;
  formId: string;
  onSaved: () => void;
  controls: { current: FormControls };
  onStartOver: () => void;
  /** Shown when saving an edit fails and the server gave no message (My Page words it differently). */
  updateFailed: string | undefined;
}

/** The recipe form; the shared schema gives it the same rules and messages as the server. */
const RecipeForm = ({
  recipe,
  draft,
  unsaved,
  keptFor,
  formId,
  onSaved,
  controls,
  onStartOver,
  updateFailed,
}: RecipeFormProps) => {
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const saving = recipe ? update : create;
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors, isDirty },
  } = useForm<RecipeInput, unknown, RecipeFields>({
    resolver,
    defaultValues: unsaved ? unsaved.values : draft ? formValuesOfDraft(draft) : formValuesOf(recipe),
  });
  const image = useImageDraft(
    recipe?.imageUrl ?? null,
    (url) => setValue('imageUrl', url, { shouldDirty: true }),
    (unsaved ?? draft)?.imageSourceUrl ?? null,
    unsaved?.values.imageUrl ?? null,
  );
  // An import or a restored recipe is unsaved work from the start, before any key is pressed.
  const changed = isDirty || image.changed || Boolean(draft || unsaved);
  const kept = useUnsavedRecipeWriter(keptFor, () =>
    changed ? { values: getValues(), imageSourceUrl: image.source } : null,
  );
  controls.current = {
    changed: () => changed,
    discard: () => {
      image.discard();
      kept.finish();
    },
  };

  // Every change reaches `watch`, an image's too (it sets imageUrl); an import is kept at once.
  const { schedule } = kept;
  useEffect(() => watch(() => schedule()).unsubscribe, [watch, schedule]);
  useEffect(() => {
    if (draft) schedule();
  }, [draft, schedule]);

  const onSubmit = handleSubmit(async (values) => {
    const onSuccess = (saved: Recipe) => {
      image.settle(saved.imageUrl);
      kept.finish();
      onSaved();
    };
    // An imported photo is copied in first; if that fails its message says so and nothing is saved.
    const imageUrl = await image.copyImported().catch(() => undefined);
    if (imageUrl === undefined) return;
    const body = { ...values, imageUrl };
    if (recipe) update.mutate({ id: recipe.id, body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  });

  return (
    <Stack asChild gap="5">
      <form id={formId} onSubmit={onSubmit} noValidate>
        {unsaved && (
          <Banner colorPalette="blue" py="3" color="blue.900">
            <Text role="status" fontWeight="medium">
              {t('recipes.restoredUnsaved', {
                savedAt: savedAtLabel(unsaved.savedAt, Date.now(), activeLocale()),
              })}
            </Text>
            <Button type="button" size="sm" variant="outline" colorPalette="gray" onClick={onStartOver}>
              {t('recipes.startOver')}
            </Button>
          </Banner>
        )}
        <InputField
          label={t('recipes.name')}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <Field.Root invalid={Boolean(errors.description)}>
          <Field.Label>{t('recipes.description')}</Field.Label>
          <Textarea rows={3} autoresize {...register('description')} />
          <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
        </Field.Root>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
          <CountField
            label={t('recipes.prepTimeMinutes')}
            error={errors.prepTime?.message}
            {...register('prepTime', optionalNumber)}
          />
          <CountField
            label={t('recipes.cookTimeMinutes')}
            error={errors.cookTime?.message}
            {...register('cookTime', optionalNumber)}
          />
          <CountField
            label={t('recipes.servings')}
            error={errors.servings?.message}
            {...register('servings', optionalNumber)}
          />
        </Grid>
        <InputField
          label={t('recipes.externalUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.externalRecipeUrl?.message}
          {...register('externalRecipeUrl')}
        />
        <TagsField control={control} errors={errors} />
        <ImageField draft={image} />
        {errors.imageUrl?.message && <FormAlert status="error">{errors.imageUrl.message}</FormAlert>}
        <IngredientFields
          control={control}
          register={register}
          getValues={getValues}
          setValue={setValue}
          errors={errors}
        />
        <InstructionFields control={control} setValue={setValue} errors={errors} />
        <ErrorAlert
          error={saving.error}
          fallback={recipe ? (updateFailed ?? t('recipes.updateFailed')) : t('recipes.createFailed')}
        />
      </form>
    </Stack>
  );
};

interface RecipeFormDialogProps extends DialogLifecycle {
  /** null: a new recipe. */
  recipeId: string | null;
  /** For a new recipe: what an import read, to start the form from. */
  draft?: RecipeDraft | null;
  updateFailed?: string;
}

/**
 * 'Add New Recipe' or 'Edit Recipe'; a click on the backdrop does not close it (spec 2), and
 * closing a changed form asks first. A new recipe is kept in the browser while it is typed and
 * offered back the next time Add Recipe opens, until it is saved or discarded.
 */
const RecipeFormDialog = ({
  recipeId,
  draft = null,
  updateFailed,
  onClose,
  ...dialog
}: RecipeFormDialogProps) => {
  const formId = useId();
  const controls = useRef(idleControls);
  const user = useUser();
  const existing = useQuery({ ...getRecipeQueryOptions(recipeId ?? ''), enabled: recipeId !== null });
  const saving = useIsMutating({ mutationKey: saveRecipeKey }) > 0;
  const editing = recipeId !== null;
  const keptFor = editing ? null : (user?.id ?? null);
  // An import starts from what it read (and replaces the kept recipe); Add Recipe restores it.
  const [unsaved, setUnsaved] = useState(() =>
    keptFor && !draft ? readUnsavedRecipe(localStorage, keptFor) : null,
  );
  const [formKey, setFormKey] = useState(0);
  // The kept recipe's upload comes back only if the server still has it (another tab may have
  // discarded it, or a saved recipe replaced it): a photo that is gone would show as "Image ready"
  // and then fail the save with "Image must be one you uploaded". If it is gone, the recipe comes
  // back without it, and the user picks the photo again.
  const keptImage = useQuery(imageExistsQueryOptions(unsaved?.values.imageUrl ?? null));
  const ready = editing ? existing.data !== undefined : !keptImage.isLoading;
  const restored = unsaved && {
    ...unsaved,
    values: { ...unsaved.values, imageUrl: keptImage.data ? unsaved.values.imageUrl : null },
  };

  const cancel = () => {
    controls.current.discard();
    onClose();
  };
  const startOver = () => {
    controls.current.discard();
    setUnsaved(null);
    setFormKey((key) => key + 1);
  };

  return (
    <FormDialog
      {...dialog}
      onClose={cancel}
      confirmClose={{
        when: () => controls.current.changed(),
        text: t('recipes.unsavedWillBeLost'),
      }}
      title={editing ? t('recipes.editRecipe') : t('recipes.addNewRecipe')}
      closeOnBackdropClick={false}
      size="xl"
      fullScreenOnPhone
      formId={formId}
      submitLabel={editing ? t('recipes.saveChanges') : t('recipes.addRecipe')}
      pendingLabel={t('recipes.saving')}
      pending={saving}
      disabled={!ready}
    >
      {ready ? (
        <RecipeForm
          key={formKey}
          recipe={existing.data ?? null}
          draft={draft}
          unsaved={restored}
          keptFor={keptFor}
          formId={formId}
          onSaved={onClose}
          controls={controls}
          onStartOver={startOver}
          updateFailed={updateFailed}
        />
      ) : existing.isError ? (
        <FormAlert status="error">{t('recipes.fetchOneFailed')}</FormAlert>
      ) : (
        <Text role="status">{t('recipes.loading')}</Text>
      )}
    </FormDialog>
  );
};

export default RecipeFormDialog;
