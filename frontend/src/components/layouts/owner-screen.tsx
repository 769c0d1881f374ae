import type { ComponentType } from 'react';
import { actingContextKey, type ContextOwner, useActingContext } from '#web/lib/acting-context';
import { useContextOwner } from '#web/lib/use-context-owner';

interface OwnerScreenProps {
  /** The screen of one owner's list: the user's own, or a group's (named). */
  screen: ComponentType<{ owner: ContextOwner; groupName: string | null }>;
}

/** A list screen (shopping list, pantry) of whoever the user is acting as; a new context starts a fresh screen. */
export const OwnerScreen = ({ screen: Screen }: OwnerScreenProps) => {
  const context = useActingContext();
  const owner = useContextOwner();
  if (!owner) return null;
  return (
    <Screen
      key={actingContextKey(context)}
      owner={owner}
      groupName={context.type === 'group' ? context.name : null}
    />
  );
};
