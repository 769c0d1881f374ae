import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { type Locale, localeNames, locales } from '#shared/i18n/locales';
import { t } from '#web/lib/i18n/t';

interface LanguageSelectProps {
  /** The language chosen, or null: the browser's. */
  value: Locale | null;
  onChange: (locale: Locale | null) => void;
  disabled?: boolean;
}

/**
 * "Language": each language by its own name, and first the browser's own (null). On the
 * sign-in pages it changes this device's language; in the profile, the account's.
 */
export const LanguageSelect = ({ value, onChange, disabled }: LanguageSelectProps) => {
  const id = useId();
  return (
    <Field.Root disabled={disabled}>
      <Field.Label htmlFor={id}>{t('common.language')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          value={value ?? ''}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            onChange((locales as readonly string[]).includes(chosen) ? (chosen as Locale) : null);
          }}
        >
          <option value="">{t('common.browserLanguage')}</option>
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {localeNames[locale]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
};
