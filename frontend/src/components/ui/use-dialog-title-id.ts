import { useId } from 'react';

/**
 * Names a dialog (or drawer) by its title from the moment it opens. Chakra's dialogs point their
 * content at the title only when a check one frame after opening finds the title on the page; when
 * the content renders later than that frame (a busy phone, a portal that mounts a render later), the
 * dialog stays without a name for screen readers until it opens again. A fixed id on the title,
 * referenced by the content, does not depend on that check: spread `root` on the root part and
 * `content` on the content part.
 */
export const useDialogTitleId = () => {
  const titleId = useId();
  return { root: { ids: { title: titleId } }, content: { 'aria-labelledby': titleId } };
};
