import { OwnerScreen } from '#web/components/layouts/owner-screen';
import { PantryScreen } from '#web/features/pantry/components/pantry-screen';

/** The pantry of whoever the user is acting as. */
const PantryRoute = () => <OwnerScreen screen={PantryScreen} />;

export { PantryRoute as Component };
