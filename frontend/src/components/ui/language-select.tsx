import { type Locale, localeNames, locales } from '#shared/i18n/locales';
import { t } from '#web/lib/i18n/t';
import { SelectField } from './select-field';

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
export const LanguageSelect = ({ value, onChange, disabled }: LanguageSelectProps) => (
  <SelectField
    label={t('common.language')}
    options={locales}
    optionLabel={(locale) => localeNames[locale]}
    optionLang
    fieldProps={{ disabled }}
    value={value ?? ''}
    // '': the browser's own language.
    onValueChange={(chosen) => onChange(chosen || null)}
  >
    <option value="">{t('common.browserLanguage')}</option>
  </SelectField>
);
