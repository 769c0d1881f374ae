/** Several messages read as consecutive sentences; one stays exactly as written (the spec's texts). */
export const asSentences = (messages: readonly string[]): string =>
  messages.length === 1
    ? (messages[0] ?? '')
    : `${messages.map((text) => text.replace(/[.!]+$/, '')).join('. ')}.`;
