import { OwnerScreen } from '#web/components/layouts/owner-screen';
import { ShoppingList } from '#web/features/shopping-list/components/shopping-list';

/** The shopping list of whoever the user is acting as. */
const ShoppingListRoute = () => <OwnerScreen screen={ShoppingList} />;

export { ShoppingListRoute as Component };
