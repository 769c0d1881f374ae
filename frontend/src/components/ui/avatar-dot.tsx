import { Box } from '@chakra-ui/react';
import { avatarColourOf } from '#web/lib/avatar';

/** A user's (or group's) avatar colour as a small dot; green when none is set. */
export const AvatarDot = ({ avatar, size = '3' }: { avatar: string | null | undefined; size?: string }) => (
  <Box
    as="span"
    display="inline-block"
    flexShrink={0}
    boxSize={size}
    rounded="full"
    bg={avatarColourOf(avatar)}
    borderWidth="1px"
    borderColor="blackAlpha.300"
    data-testid="avatar-dot"
    aria-hidden="true"
  />
);
