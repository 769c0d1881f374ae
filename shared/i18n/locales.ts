/**
 * The languages the app speaks (issue 26), by BCP 47 code. English is the spec's own text and
 * the fallback for anything unmatched. Shared by the web app (which language to show) and the
 * API (which language an error, a mail or the calendar feed is written in).
 */
export const locales = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt-BR', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language by its own name: a reader looks for the name they know, whatever is on screen. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

export const textDirection = (locale: string): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The first of the reader's languages (most preferred first) that the app speaks: an exact tag
 * ("pt-BR"), else the same language in another region ("de-AT" -> "de", "pt-PT" -> "pt-BR").
 * `*` and anything unknown fall through; with no match, English.
 */
export const matchLocale = (preferred: readonly string[]): Locale => {
  for (const tag of preferred) {
    const wanted = tag.trim().toLowerCase();
    const exact = locales.find((locale) => locale.toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split('-')[0];
    const sameLanguage = locales.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return defaultLocale;
};

/** An Accept-Language header's tags, most preferred first (by q, then order); q=0 means "not this". */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .slice(0, 500) // a stranger's header: bounded before it is split
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, quality }) => tag && quality > 0 && /^[A-Za-z*][A-Za-z0-9-]{0,34}$/.test(tag))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
