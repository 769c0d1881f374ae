/** '90 min' reads worse than '1 h 30 min' once a recipe takes an hour or more. */
export const formatMinutes = (minutes: number): string => {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

/** The source link's text: only the host, without a leading 'www.'; null for an unreadable URL. */
export const sourceHost = (url: string): string | null => {
  try {
    const host = new URL(url).hostname;
    return host ? host.replace(/^www\./i, '') : null;
  } catch {
    return null;
  }
};

/** One decimal at most: 4.5, 4, 3.7. */
export const formatRating = (average: number): string => String(Math.round(average * 10) / 10);

/** What the stars mean, for screen readers: 'Rated 4.5 out of 5 (2 ratings)'. */
export const ratingLabel = (average: number, total: number): string =>
  total === 0
    ? 'Not rated yet (0 ratings)'
    : `Rated ${formatRating(average)} out of 5 (${total} ${total === 1 ? 'rating' : 'ratings'})`;
