/**
 * How many planned ingredients generating left out because they were already on the list (issue
 * 17): a header of the generate answer, in a module of its own so the meal plan screen reads it
 * without loading the list's zod schemas.
 */
export const leftOutHeader = 'x-left-out';

/**
 * How many ingredients adding a recipe or a week left out because the pantry (or "Always have")
 * holds enough of them (issue 27): a header, so the answer stays the list older clients expect.
 */
export const pantryLeftOutHeader = 'x-left-out-pantry';

/**
 * Which of the recipe's ingredients adding it left out for the pantry: their ids, each
 * URI-encoded (an id is any short text), joined by commas; "Add anyway" sends them back.
 */
export const pantryLeftOutIdsHeader = 'x-left-out-pantry-ids';

/** Half of a surrogate pair without its other half: encodeURIComponent throws on it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The ids header's value, bounded: ids are texts a recipe's author chose (up to 64 characters of
 * any script, 576 once encoded), so a hostile recipe could make the header larger than any proxy
 * passes. Ids past 4 KB are left out of it (Add anyway then adds those that fit); an id that is not
 * well-formed text is sent as its well-formed form rather than failing the answer.
 */
export const pantryLeftOutIdsValue = (ids: readonly string[], atMost = 4096): string => {
  let value = '';
  for (const id of ids) {
    const encoded = encodeURIComponent(id.replace(loneSurrogate, '\uFFFD'));
    const next = value ? `${value},${encoded}` : encoded;
    if (next.length > atMost) break;
    value = next;
  }
  return value;
};
