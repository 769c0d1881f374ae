/**
 * The least of a document an inline preload script uses: the JSON element named `elementId`
 * holding `data`, and a head whose appended links are kept in `added`.
 */
export const preloadDocument = (elementId: string, data: unknown) => {
  const added: { rel: string; href: string }[] = [];
  const document = {
    getElementById: (id: string) => (id === elementId ? { textContent: JSON.stringify(data) } : null),
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => added.push(link) },
  };
  return { document, added };
};
