import { Field, type FieldRootProps, Input, InputGroup } from '@chakra-ui/react';
import { useId } from 'react';
import { SearchIcon } from '#web/components/ui/icons';
import { t } from '#web/lib/i18n/t';

interface RecipeSearchFieldProps extends Omit<FieldRootProps, 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** The 'Search recipes...' box of the recipe list and the recipe picker. */
export const RecipeSearchField = ({ value, onChange, ...rootProps }: RecipeSearchFieldProps) => {
  const inputId = useId();
  return (
    <Field.Root {...rootProps}>
      <Field.Label htmlFor={inputId} srOnly>
        {t('recipes.searchLabel')}
      </Field.Label>
      <InputGroup startElement={<SearchIcon />}>
        <Input
          id={inputId}
          type="search"
          placeholder={t('recipes.searchPlaceholder')}
          value={value}
          maxLength={100}
          onChange={(event) => onChange(event.target.value)}
          bg="white"
        />
      </InputGroup>
    </Field.Root>
  );
};
