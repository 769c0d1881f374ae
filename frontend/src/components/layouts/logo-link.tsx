import { Box, chakra } from '@chakra-ui/react';
import { Link } from 'react-router';
import logoUrl from '#web/assets/logo.svg';
import { paths } from '#web/config/paths';

const RouterLink = chakra(Link);

/**
 * The logo links to the recipe list; its image's alt text is the link's name. The name beside
 * it only from 1280 px: between 1024 and 1280 the header's links in German or French need its room.
 */
export const LogoLink = () => (
  <RouterLink
    to={paths.recipes.getHref()}
    display="inline-flex"
    alignItems="center"
    gap="2"
    rounded="md"
    focusRing="outside"
    flexShrink={0}
  >
    <img src={logoUrl} alt="Recipe Planner" width={36} height={36} />
    <Box as="span" aria-hidden="true" fontWeight="bold" fontSize="lg" hideBelow="xl" color="green.800">
      Recipe Planner
    </Box>
  </RouterLink>
);
