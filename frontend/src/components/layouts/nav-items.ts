import type { ComponentType, SVGProps } from 'react';
import { adminRoles, type Role } from '#shared/roles';
import { paths } from '#web/config/paths';
import { t } from '#web/lib/i18n/t';
import { BookIcon, CalendarIcon, CartIcon, JarIcon, ShieldIcon, UserIcon } from '../ui/icons';

export interface NavItem {
  /** The link's name, in the active language. */
  label: string;
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Absent: shown to everyone. Otherwise shown only to a signed-in user with one of the roles. */
  roles?: readonly Role[];
  /**
   * Left out of a phone's row of icons (still in its slide-in menu): six icons and the menu button
   * do not fit 320 px, and the admin panel is the one screen seldom opened from a phone.
   */
  menuOnlyOnPhone?: boolean;
}

const everyRole: readonly Role[] = ['User', 'GroupAdmin', 'SysAdmin'];

const navItems: readonly (Omit<NavItem, 'label'> & { labelKey: string })[] = [
  { labelKey: 'shell.navRecipes', href: paths.recipes.getHref(), icon: BookIcon },
  { labelKey: 'shell.navMealPlan', href: paths.mealPlan.getHref(), icon: CalendarIcon },
  { labelKey: 'shell.navShoppingList', href: paths.shoppingList.getHref(), icon: CartIcon },
  { labelKey: 'pantry.nav', href: paths.pantry.getHref(), icon: JarIcon },
  { labelKey: 'shell.navMyPage', href: paths.myPage.getHref(), icon: UserIcon, roles: everyRole },
  {
    labelKey: 'shell.navAdmin',
    href: paths.admin.getHref(),
    icon: ShieldIcon,
    roles: adminRoles,
    menuOnlyOnPhone: true,
  },
];

/** The header's links for this visitor: My Page only when signed in, Admin only for admins. */
export const visibleNavItems = (role: Role | null): NavItem[] =>
  navItems
    .filter((item) => !item.roles || (role !== null && item.roles.includes(role)))
    .map(({ labelKey, ...item }) => ({ ...item, label: t(labelKey) }));

/** The page the visitor is on stands out in every menu (header, phone icons, slide-in menu). */
export const currentPageLook = { bg: 'green.100', color: 'green.900' } as const;

/** A menu's text link: a padded, rounded block. */
export const navLinkLook = {
  px: '3',
  rounded: 'md',
  fontWeight: 'medium',
  _currentPage: currentPageLook,
} as const;
