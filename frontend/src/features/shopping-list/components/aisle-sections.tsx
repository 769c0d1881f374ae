import { Box, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import { type AisleSettings, groupBySection } from '#shared/shopping/aisles';
import type { ShoppingListItem } from '#shared/shopping/shopping-schemas';
import { sectionName } from '#web/lib/section-names';
import { type ItemActions, ItemRows } from './item-rows';

/** The unticked items, grouped by store section in the household's order, each section under its heading. */
export const AisleSections = ({
  items,
  settings,
  actions,
}: {
  items: ShoppingListItem[];
  settings: AisleSettings;
  actions: ItemActions;
}) => {
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
        <ItemRows items={inSection} labelledBy={headingId} actions={actions} />
      </Box>
    );
  });
};
