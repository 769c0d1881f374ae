import { Field, Grid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { RecipeDraft } from '#shared/imports/import-schemas';
import {
  type Recipe,
  type RecipeFields,
  type RecipeInput,
  recipeInput,
} from '#shared/recipes/recipe-schemas';
import { ErrorAlert, FormAlert } from '#web/components/ui/form-alert';
import { FormDialog } from '#web/components/ui/form-dialog';
import { CountField, InputField } from '#web/components/ui/input-field';
import { optionalNumber } from '#web/lib/optional-number';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { saveRecipeKey, useCreateRecipe } from '../api/create-recipe';
import { getRecipeQueryOptions } from '../api/get-recipe';
import { useUpdateRecipe } from '../api/update-recipe';
import { formValuesOfDraft } from '../utils/draft-values';
import { ImageField, useImageDraft } from './image-field';
import { IngredientFields } from './ingredient-fields';
import { InstructionFields } from './instruction-fields';

export const createFailedMessage = 'Failed to create recipe';
export const updateFailedMessage = 'Failed to update recipe';

const resolver = zodResolver(recipeInput);

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
});

interface RecipeFormProps {
  recipe: Recipe | null;
  /** A new recipe read from a web page or pasted text, to review before it is saved. */
  draft: RecipeDraft | null;
  formId: string;
  onSaved: () => void;
  onDiscardRef: { current: () => void };
  /** Shown when saving an edit fails and the server gave no message (My Page words it differently). */
  updateFailed: string;
}

/** The recipe form; the shared schema gives it the same rules and messages as the server. */
const RecipeForm = ({ recipe, draft, formId, onSaved, onDiscardRef, updateFailed }: RecipeFormProps) => {
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const saving = recipe ? update : create;
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<RecipeInput, unknown, RecipeFields>({
    resolver,
    defaultValues: draft ? formValuesOfDraft(draft) : formValuesOf(recipe),
  });
  const image = useImageDraft(
    recipe?.imageUrl ?? null,
    (url) => setValue('imageUrl', url, { shouldDirty: true }),
    draft?.imageSourceUrl ?? null,
  );
  onDiscardRef.current = image.discard;

  const onSubmit = handleSubmit(async (values) => {
    const onSuccess = (saved: Recipe) => {
      image.settle(saved.imageUrl);
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
        <InputField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <Field.Root invalid={Boolean(errors.description)}>
          <Field.Label>Description</Field.Label>
          <Textarea rows={3} autoresize {...register('description')} />
          <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
        </Field.Root>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
          <CountField
            label="Prep Time (minutes)"
            error={errors.prepTime?.message}
            {...register('prepTime', optionalNumber)}
          />
          <CountField
            label="Cook Time (minutes)"
            error={errors.cookTime?.message}
            {...register('cookTime', optionalNumber)}
          />
          <CountField
            label="Servings"
            error={errors.servings?.message}
            {...register('servings', optionalNumber)}
          />
        </Grid>
        <InputField
          label="External Recipe Url"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.externalRecipeUrl?.message}
          {...register('externalRecipeUrl')}
        />
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
        <ErrorAlert error={saving.error} fallback={recipe ? updateFailed : createFailedMessage} />
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

/** 'Add New Recipe' or 'Edit Recipe'; a click on the backdrop does not close it (spec 2). */
const RecipeFormDialog = ({
  recipeId,
  draft = null,
  updateFailed = updateFailedMessage,
  onClose,
  ...dialog
}: RecipeFormDialogProps) => {
  const formId = useId();
  const discard = useRef(() => {});
  const existing = useQuery({ ...getRecipeQueryOptions(recipeId ?? ''), enabled: recipeId !== null });
  const saving = useIsMutating({ mutationKey: saveRecipeKey }) > 0;
  const editing = recipeId !== null;
  const ready = !editing || existing.data !== undefined;

  const cancel = () => {
    discard.current();
    onClose();
  };

  return (
    <FormDialog
      {...dialog}
      onClose={cancel}
      title={editing ? 'Edit Recipe' : 'Add New Recipe'}
      closeOnBackdropClick={false}
      size="xl"
      fullScreenOnPhone
      formId={formId}
      submitLabel={editing ? 'Save Changes' : 'Add Recipe'}
      pendingLabel="Saving..."
      pending={saving}
      disabled={!ready}
    >
      {ready ? (
        <RecipeForm
          recipe={existing.data ?? null}
          draft={draft}
          formId={formId}
          onSaved={onClose}
          onDiscardRef={discard}
          updateFailed={updateFailed}
        />
      ) : existing.isError ? (
        <FormAlert status="error">Failed to fetch recipe</FormAlert>
      ) : (
        <Text role="status">Loading...</Text>
      )}
    </FormDialog>
  );
};

export default RecipeFormDialog;
