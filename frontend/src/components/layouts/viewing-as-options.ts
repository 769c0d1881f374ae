import { type ActingContext, actingContextKey, selfContext } from '#web/lib/acting-context';
import { t } from '#web/lib/i18n/t';

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

/** 'Me' first (in the reader's language), then each group, keyed for the menu's radio value. */
export const actingOptions = (groups: readonly GroupOption[]): ActingOption[] => [
  { key: actingContextKey(selfContext), label: t('shell.me'), context: selfContext },
  ...groups.map((group) => {
    const context: ActingContext = { type: 'group', id: group.id, name: group.name, avatar: group.avatar };
    return { key: actingContextKey(context), label: group.name, context };
  }),
];
