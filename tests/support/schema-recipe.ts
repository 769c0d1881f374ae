/** A schema.org recipe's steps, as pages and the app's own export write them: one HowToStep each. */
export const howToSteps = (...texts: string[]) => texts.map((text) => ({ '@type': 'HowToStep', text }));
