import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { describeIssues, issuesOf } from '#functions/lib/http/validation-error';
import { locales } from '#shared/i18n/locales';

const profile = z.strictObject({ language: z.enum(locales).nullable() });
const refused = () => {
  const parsed = profile.safeParse({ language: 'xx' });
  if (parsed.success) throw new Error('accepted');
  return issuesOf(parsed.error);
};

describe('a value outside a list that names no message of its own', () => {
  it("keeps the list's API values, in a sentence of the reader's language", () => {
    const values = 'en, de, fr, es, it, nl, pl, pt-BR, ar';
    expect(describeIssues(refused(), 'body', 'en')).toEqual({
      message: `Must be one of: ${values}`,
      fields: { language: `Must be one of: ${values}` },
      fieldCodes: { language: 'must_be_one_of' },
    });
    expect(describeIssues(refused(), 'body', 'de').fields).toEqual({
      language: `Muss einer dieser Werte sein: ${values}`,
    });
  });
});
