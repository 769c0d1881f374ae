import { Field, Grid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  type Recipe,
  type RecipeFields,
  type RecipeInput,
  recipeInput,
} from '#shared/recipes/recipe-schemas';
import { ErrorAlert, FormAlert } from '#web/components/ui/form-alert';
import { FormDialog } from '#web/components/ui/form-dialog';
import { CountField, InputField } from '#web/components/ui/input-field';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { saveRecipeKey, useCreateRecipe } from '../api/create-recipe';
import { getRecipeQueryOptions } from '../api/get-recipe';
import { useUpdateRecipe } from '../api/update-recipe';
import { ImageField, useImageDraft } from './image-field';
import { IngredientFields } from './ingredient-fields';
import { InstructionFields } from './instruction-fields';

export const createFailedMessage = 'Failed to create recipe';
export const updateFailedMessage = 'Failed to update recipe';

const resolver = zodResolver(recipeInput);

/** Empty number inputs mean "none" and are sent as null (spec 5). */
const optionalNumber = {
  setValueAs: (value: unknown) => (value === '' || value == null ? null : Number(value)),
};

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
  formId: string;
  onSaved: () => void;
  onDiscardRef: { current: () => void };
  /** Shown when saving an edit fails and the server gave no message (My Page words it differently). */
  updateFailed: string;
}

/** The recipe form; the shared schema gives it the same rules and messages as the server. */
const RecipeForm = ({ recipe, formId, onSaved, onDiscardRef, updateFailed }: RecipeFormProps) => {
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
  } = useForm<RecipeInput, unknown, RecipeFields>({ resolver, defaultValues: formValuesOf(recipe) });
  const image = useImageDraft(recipe?.imageUrl ?? null, (url) =>
    setValue('imageUrl', url, { shouldDirty: true }),
  );
  onDiscardRef.current = image.discard;

  const onSubmit = handleSubmit((values) => {
    const onSuccess = (saved: Recipe) => {
      image.settle(saved.imageUrl);
      onSaved();
    };
    if (recipe) update.mutate({ id: recipe.id, body: values }, { onSuccess });
    else create.mutate(values, { onSuccess });
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
  updateFailed?: string;
}

/** 'Add New Recipe' or 'Edit Recipe'; a click on the backdrop does not close it (spec 2). */
const RecipeFormDialog = ({
  recipeId,
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
