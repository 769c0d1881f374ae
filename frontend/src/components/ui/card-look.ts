/** A card on the page's grey background: white, with a thin border and a soft shadow. */
export const cardLook = { bg: 'white', borderWidth: '1px', rounded: 'lg', shadow: 'xs' } as const;
