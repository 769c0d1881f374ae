import { i18n } from '@lingui/core';

/**
 * A text from the active language's catalogue, by key, with its values (ICU MessageFormat:
 * `{count, plural, one {# recipe} other {# recipes}}`). Keys are written out where they are used
 * (`t('auth.signIn')`), never built from parts: the catalogue check finds every one that way.
 * A key the catalogue lacks comes back as itself, which the catalogue check forbids.
 */
export const t = (key: string, values?: Record<string, unknown>): string => i18n._(key, values);
