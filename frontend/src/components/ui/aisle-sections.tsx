import { Box, Heading } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { type AisleSettings, groupBySection } from '#shared/shopping/aisles';
import { sectionName } from '#web/lib/section-names';

interface AisleSectionsProps<Item extends { name: string }> {
  items: Item[];
  settings: AisleSettings;
  /** One section's items as a list, named by the section's heading (its id). */
  children: (inSection: Item[], headingId: string) => ReactNode;
}

/** Items grouped by store section in the household's order, each section under its heading (shopping list, pantry). */
export const AisleSections = <Item extends { name: string }>({
  items,
  settings,
  children,
}: AisleSectionsProps<Item>) => {
  const baseId = useId();
  return groupBySection(items, settings).map(({ section, items: inSection }, index) => {
    const headingId = `${baseId}-${index}`;
    return (
      <Box as="section" key={section} aria-labelledby={headingId} borderTopWidth={index > 0 ? '1px' : 0}>
        <Heading
          as="h2"
          id={headingId}
          size="sm"
          px={{ base: '3', md: '4' }}
          pt="3"
          pb="1"
          color="gray.700"
          textTransform="uppercase"
          letterSpacing="wide"
          fontSize="xs"
        >
          {sectionName(section)}
        </Heading>
        {children(inSection, headingId)}
      </Box>
    );
  });
};
