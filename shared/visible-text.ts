import * as z from 'zod';

/**
 * Unicode Cc (controls, line breaks) and Cf (zero-width characters, bidirectional overrides, the
 * byte order mark, the soft hyphen): they draw nothing or reorder what is drawn, so a name holding
 * them could pass for another person's, group's or recipe's name.
 */
const hiddenCharacters = /[\p{Cc}\p{Cf}]/u;

/**
 * A string shown to other people as a name: refused (400) when it holds hidden characters, with
 * `invisibleMessage` (a catalogue key such as `errors.nameInvisible`, as every schema message is).
 */
export const visibleText = (invisibleMessage: string, notAString?: string) =>
  z
    .string(notAString ? { error: notAString } : undefined)
    .refine((value) => !hiddenCharacters.test(value), invisibleMessage);
