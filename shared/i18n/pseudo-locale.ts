/**
 * A pseudo-locale for the layout checks (issue 26): English with every letter accented and every
 * vowel doubled, about 40% longer, as German or French run. Text cut off, a word broken inside or
 * a string that never reached the catalogue (it stays plain English) shows at a glance.
 * Never offered in the language menu; the layout sweep turns it on (lib/i18n/language.ts).
 */
export const pseudoLocale = 'pseudo';

const accents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** One literal part of a message, pseudo-localised (placeholders and tags are not literal parts). */
export const pseudoText = (text: string): string =>
  text.replace(/[A-Za-z]/g, (letter) => {
    const accented = accents[letter] ?? letter;
    return /[aeiouAEIOU]/.test(letter) ? accented + accented : accented;
  });
