/** Spec 9: a user without an avatar colour shows green. */
export const defaultAvatarColour = 'green';

/** The profile editor starts at black, whatever the current colour (spec 4). */
export const initialEditorColour = '#000000';

const hexColour = /^#[0-9a-fA-F]{6}$/;

export const isHexColour = (value: string): boolean => hexColour.test(value);

/** The colour of a user's dot. */
export const avatarColourOf = (avatar: string | null | undefined): string =>
  avatar && isHexColour(avatar) ? avatar : defaultAvatarColour;
