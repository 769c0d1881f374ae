import { beforeAll, describe, expect, it } from 'vitest';
import { visibleNavItems } from '#web/components/layouts/nav-items';

const labels = (role: Parameters<typeof visibleNavItems>[0]) =>
  visibleNavItems(role).map((item) => item.label);

describe('header navigation', () => {
  it('offers My Page only when signed in', () => {
    expect(labels(null)).toEqual(['Recipes', 'Meal Plan', 'Shopping List', 'Pantry']);
    expect(labels('User')).toEqual(['Recipes', 'Meal Plan', 'Shopping List', 'Pantry', 'My Page']);
  });

  it('links the admin panel for the roles that may open it', () => {
    expect(labels('GroupAdmin')).toContain('Admin');
    expect(labels('SysAdmin')).toContain('Admin');
    expect(labels('User')).not.toContain('Admin');
  });

  it('points each entry at its route', () => {
    expect(visibleNavItems('SysAdmin').map((item) => item.href)).toEqual([
      '/recipes',
      '/meal-plan',
      '/shopping-list',
      '/pantry',
      '/my-page',
      '/admin',
    ]);
  });
});
