import { PantryScreen } from '#web/features/pantry/components/pantry-screen';
import { actingContextKey, useActingContext } from '#web/lib/acting-context';
import { useContextOwner } from '#web/lib/use-context-owner';

/** The pantry of whoever the user is acting as; a new context starts a fresh screen. */
const PantryRoute = () => {
  const context = useActingContext();
  const owner = useContextOwner();
  if (!owner) return null;
  return (
    <PantryScreen
      key={actingContextKey(context)}
      owner={owner}
      groupName={context.type === 'group' ? context.name : null}
    />
  );
};

export { PantryRoute as Component };
