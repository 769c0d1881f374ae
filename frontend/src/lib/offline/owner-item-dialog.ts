import type { ContextOwner } from '#web/lib/acting-context';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';

/** An owner's list item dialog (the shopping list's, the pantry's): a new item, or the one to edit. */
export interface OwnerItemDialogProps<Item> extends DialogLifecycle {
  owner: ContextOwner;
  /** null: a new item. */
  item: Item | null;
  /** The success message to show ('Milk added'). */
  onSaved: (message: string) => void;
}
