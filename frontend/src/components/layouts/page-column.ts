/** Header, page and footer share one centred column, so their edges line up on every screen. */
export const pageColumn = { maxW: '6xl', mx: 'auto', px: { base: '4', md: '6' } } as const;
