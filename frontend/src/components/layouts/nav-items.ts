import type { ComponentType, SVGProps } from 'react';
import { adminRoles, type Role } from '#shared/roles';
import { paths } from '#web/config/paths';
import { BookIcon, CalendarIcon, CartIcon, ShieldIcon, UserIcon } from '../ui/icons';

export interface NavItem {
  label: string;
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Absent: shown to everyone. Otherwise shown only to a signed-in user with one of the roles. */
  roles?: readonly Role[];
}

const everyRole: readonly Role[] = ['User', 'GroupAdmin', 'SysAdmin'];

const navItems: readonly NavItem[] = [
  { label: 'Recipes', href: paths.recipes.getHref(), icon: BookIcon },
  { label: 'Meal Plan', href: paths.mealPlan.getHref(), icon: CalendarIcon },
  { label: 'Shopping List', href: paths.shoppingList.getHref(), icon: CartIcon },
  { label: 'My Page', href: paths.myPage.getHref(), icon: UserIcon, roles: everyRole },
  { label: 'Admin', href: paths.admin.getHref(), icon: ShieldIcon, roles: adminRoles },
];

/** The header's links for this visitor: My Page only when signed in, Admin only for admins. */
export const visibleNavItems = (role: Role | null): NavItem[] =>
  navItems.filter((item) => !item.roles || (role !== null && item.roles.includes(role)));

/** The page the visitor is on stands out in every menu (header, phone icons, slide-in menu). */
export const currentPageLook = { bg: 'green.100', color: 'green.900' } as const;

/** A menu's text link: a padded, rounded block. */
export const navLinkLook = {
  px: '3',
  rounded: 'md',
  fontWeight: 'medium',
  _currentPage: currentPageLook,
} as const;
