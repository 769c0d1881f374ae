/** Spec 9: a user without an avatar colour shows green. */
export const defaultAvatarColour = 'green';

const hexColour = /^#[0-9a-fA-F]{6}$/;

export const isHexColour = (value: string): boolean => hexColour.test(value);

/** The colour of a user's dot. */
export const avatarColourOf = (avatar: string | null | undefined): string =>
  avatar && isHexColour(avatar) ? avatar : defaultAvatarColour;

/** Green as the colour inputs write it: the editor's start for a user who never chose a colour. */
const defaultAvatarHex = '#008000';

/**
 * The profile editor starts at the user's own colour (not the spec's #000000, which reset
 * everyone's colour to black on every save: see docs/decisions.md).
 */
export const editorColourOf = (avatar: string | null | undefined): string =>
  avatar && isHexColour(avatar) ? avatar.toLowerCase() : defaultAvatarHex;
