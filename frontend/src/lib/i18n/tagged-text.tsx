import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** `<0>paired</0>` or `<0/>`; the groups: paired tag's number, its text, unpaired tag's number. */
const tag = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

/**
 * A catalogue text with numbered tags as elements: `t('ratings.howWouldYouRate', { name })` is
 * "How would you rate <0>Soup</0>?", and `components={{ 0: <strong /> }}` makes the name bold; an
 * unpaired `<0/>` is the element as given (a link with its own text). `@lingui/react`'s `<Trans>`
 * does the same, but needs its provider and code in the entry chunk, the first load of /login and
 * /recipes; this goes only with the screens that use it.
 * Tags do not nest.
 */
export const TaggedText = ({
  text,
  components,
}: {
  text: string;
  components: Record<number, ReactElement>;
}) => {
  const parts = text.split(tag);
  const nodes: ReactNode[] = [];
  // split() with three groups: text, paired number, its text, unpaired number, text, ...
  for (let at = 0; at < parts.length; at += 4) {
    if (parts[at]) nodes.push(parts[at]);
    const paired = parts[at + 1];
    const number = paired ?? parts[at + 3];
    const element = number === undefined ? undefined : components[Number(number)];
    if (!element) continue;
    nodes.push(
      paired === undefined
        ? cloneElement(element, { key: at })
        : cloneElement(element, { key: at }, parts[at + 2]),
    );
  }
  return <>{nodes}</>;
};
