import { type ActingContext, actingContextKey, selfContext } from '#web/lib/acting-context';

export interface GroupOption {
  id: string;
  name: string;
  avatar?: string | null;
}

export interface ActingOption {
  key: string;
  label: string;
  context: ActingContext;
}

/** 'Me' first, then each group, keyed for the menu's radio value. */
export const actingOptions = (groups: readonly GroupOption[]): ActingOption[] => [
  { key: actingContextKey(selfContext), label: 'Me', context: selfContext },
  ...groups.map((group) => {
    const context: ActingContext = { type: 'group', id: group.id, name: group.name, avatar: group.avatar };
    return { key: actingContextKey(context), label: group.name, context };
  }),
];
