import { ShoppingList } from '#web/features/shopping-list/components/shopping-list';
import { actingContextKey, useActingContext } from '#web/lib/acting-context';
import { useContextOwner } from '#web/lib/use-context-owner';

/** The shopping list of whoever the user is acting as; a new context starts a fresh screen. */
const ShoppingListRoute = () => {
  const context = useActingContext();
  const owner = useContextOwner();
  if (!owner) return null;
  return (
    <ShoppingList
      key={actingContextKey(context)}
      owner={owner}
      groupName={context.type === 'group' ? context.name : null}
    />
  );
};

export { ShoppingListRoute as Component };
