import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { accessibilityFindings, expectDialogOpened } from './support/a11y';
import { postThroughApi } from './support/api';
import {
  type Account,
  dialogTitled,
  e2eAdmin,
  openMobileMenu,
  registerAccount,
  signInThroughApi,
} from './support/app';
import {
  addThroughPicker,
  dayButton,
  dayLabel,
  openMealPlan,
  openPicker,
  thisMonday,
} from './support/meal-plans';
import { chooseViewingAs, createGroupThroughApi, viewingAsScope } from './support/people';
import { registeredSession, type SeedRecipe, searchFor, seedRecipe, uniqueName } from './support/recipes';
import { itemCheckbox, showTicked, toggleCheckbox } from './support/shopping';

/** What a screen's steps may use: the signed-in user and a recipe of theirs. */
interface World {
  page: Page;
  request: APIRequestContext;
  account: Account;
  token: string;
  recipe: { id: string; name: string };
}

/**
 * The screens are checked in groups: one account, signed in once, walks every screen of its group
 * in order (an account and a sign-in cost more than axe itself on this machine). A screen that
 * needs data no other screen has touched yet (an empty state) comes first in its group.
 */
const groups = {
  'signed out': { as: 'visitor' },
  recipes: { as: 'user', seed: { instructions: ['Stir for a minute, then serve.'] } },
  'meal plan': { as: 'user' },
  'shopping list': { as: 'user' },
  people: { as: 'user' },
  groups: { as: 'user' },
  admin: { as: 'admin' },
} satisfies Record<string, { as: 'visitor' | 'user' | 'admin'; seed?: Omit<SeedRecipe, 'name'> }>;

interface Screen {
  /** Names the test step and the axe report. */
  name: string;
  /** Its group, which says who looks at it: a visitor, a new User with one recipe, or the SysAdmin. */
  group: keyof typeof groups;
  /** Where to go first (a function when it needs the seeded data). */
  path: string | ((world: World) => string);
  /** The element that tells the screen is ready, then the steps that open the dialog or menu. */
  ready: (world: World) => Locator;
  open?: (world: World) => Promise<unknown>;
  /** Only on the phone (its menu drawer). */
  phoneOnly?: true;
}

const heading =
  (name: string) =>
  ({ page }: Pick<World, 'page'>) =>
    page.getByRole('heading', { name, level: 1 });
/** The recipe's own page, ready once its name shows as the heading. */
const recipePage = (world: World) => `/recipes/${world.recipe.id}`;
const recipeHeading = ({ page, recipe }: World) => page.getByRole('heading', { name: recipe.name, level: 1 });
const firstCard = ({ page }: World) => page.getByRole('article').first();
const showsDialog = async (page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog') =>
  expect(page.getByRole(role, { name })).toBeVisible();

/** Steps that need a group of the user's: it is made through the API and the page reloaded to show it. */
const withNewGroup =
  (label: string, steps: (page: Page, group: { id: string; name: string }) => Promise<void>) =>
  async ({ page, request, token }: World) => {
    const group = await createGroupThroughApi(request, token, uniqueName(label));
    await page.reload();
    await steps(page, group);
  };

/** Another user's group that invites the signed-in user (by email); the page is reloaded to show it. */
const invitedToNewGroup = async ({ page, request, account }: World) => {
  const { token } = await registeredSession(request);
  const group = await createGroupThroughApi(request, token, uniqueName('Supper club'));
  await postThroughApi(request, token, '/api/Group/add-user', {
    data: { groupId: group.id, email: account.email },
  });
  await page.reload();
  return group;
};

/** My Page's Calendar feed with a link made: the read-only field and its buttons show. */
const createCalendarLink = async (page: Page) => {
  await page.getByRole('button', { name: 'Create feed link' }).first().click();
  await expect(page.getByLabel('Calendar feed URL for Me')).toBeVisible();
};

/** The usual step: a button on the screen opens a dialog (named after the button unless told). */
const opensDialog =
  (button: string, name = button, role: 'dialog' | 'alertdialog' = 'dialog') =>
  async ({ page }: World) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    await showsDialog(page, name, role);
  };

/** Every screen and dialog of the app. A new screen or dialog adds an entry here: the test for it follows. */
const screens: Screen[] = [
  // Signed out.
  { name: 'sign-in', group: 'signed out', path: '/login', ready: heading('Sign in to your account') },
  { name: 'registration', group: 'signed out', path: '/register', ready: heading('Register for an account') },
  {
    name: 'forgot password',
    group: 'signed out',
    path: '/forgot-password',
    // Ready once the form shows: whether mail is on is asked of the server first.
    ready: ({ page }) => page.getByRole('button', { name: 'Send reset link' }),
  },
  {
    name: 'reset password',
    group: 'signed out',
    path: '/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ready: heading('Reset your password'),
  },
  {
    name: 'terms of service',
    group: 'signed out',
    path: '/terms-of-service',
    ready: heading('Terms of Service'),
  },
  { name: 'privacy policy', group: 'signed out', path: '/privacy-policy', ready: heading('Privacy Policy') },
  { name: 'contact', group: 'signed out', path: '/contact', ready: heading('Contact') },
  { name: 'not found (404)', group: 'signed out', path: '/no-such-page', ready: heading('404') },

  // Recipes.
  { name: 'recipe list with cards', group: 'recipes', path: '/recipes', ready: firstCard },
  {
    name: 'recipe list, empty state',
    group: 'recipes',
    path: '/recipes',
    ready: heading('Recipes'),
    open: ({ page }) => searchFor(page, uniqueName('nothing matches')),
  },
  {
    name: 'add recipe dialog',
    group: 'recipes',
    path: '/recipes',
    ready: heading('Recipes'),
    open: opensDialog('Add Recipe', 'Add New Recipe'),
  },
  {
    name: 'edit recipe dialog',
    group: 'recipes',
    path: recipePage,
    ready: recipeHeading,
    open: async ({ page, recipe }) => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(dialogTitled(page, 'Edit Recipe').getByLabel('Name', { exact: true })).toHaveValue(
        recipe.name,
      );
    },
  },
  {
    name: 'delete recipe confirmation',
    group: 'recipes',
    path: '/recipes',
    ready: firstCard,
    open: async ({ page, recipe }) => {
      await page.getByRole('button', { name: `Delete ${recipe.name}` }).click();
      await showsDialog(page, 'Delete Recipe', 'alertdialog');
    },
  },
  { name: 'recipe detail', group: 'recipes', path: recipePage, ready: recipeHeading },
  {
    name: 'rating dialog',
    group: 'recipes',
    path: recipePage,
    ready: recipeHeading,
    open: opensDialog('Rate Recipe'),
  },

  // Meal plan.
  {
    name: 'meal plan week with a planned recipe',
    group: 'meal plan',
    path: '/meal-plan',
    ready: heading('Meal Plan'),
    open: ({ page, recipe }) => addThroughPicker(page, thisMonday(), recipe.name),
  },
  {
    name: 'recipe picker',
    group: 'meal plan',
    path: '/meal-plan',
    ready: heading('Meal Plan'),
    open: async ({ page }) => {
      const picker = await openPicker(page, thisMonday());
      // Its code loads on the click: without this wait axe could run while it mounts.
      await expectDialogOpened(picker);
      await expect(picker.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
  {
    name: "recipe picker's detail view",
    group: 'meal plan',
    path: '/meal-plan',
    ready: heading('Meal Plan'),
    open: async ({ page, recipe }) => {
      const picker = await openPicker(page, thisMonday());
      await picker.getByPlaceholder('Search recipes...').fill(recipe.name);
      await picker.getByRole('button', { name: recipe.name, exact: true }).click();
      await expect(picker.getByRole('button', { name: 'Back' })).toBeVisible();
    },
  },
  {
    name: "a day's note dialog",
    group: 'meal plan',
    path: '/meal-plan',
    ready: heading('Meal Plan'),
    open: async ({ page }) => {
      await page.getByRole('button', { name: `Add note for ${dayLabel(thisMonday())}` }).click();
      await expect(dialogTitled(page, 'Add Note').getByLabel('Note')).toBeVisible();
    },
  },
  {
    name: 'move or copy dialog',
    group: 'shopping list',
    path: '/meal-plan',
    ready: heading('Meal Plan'),
    open: async ({ page, recipe }) => {
      await addThroughPicker(page, thisMonday(), recipe.name);
      await page.getByRole('button', { name: `Move or copy ${recipe.name}` }).click();
      await expect(dialogTitled(page, `Move or copy ${recipe.name}`).getByLabel('Day')).toBeVisible();
    },
  },
  {
    name: 'add to meal plan dialog',
    group: 'recipes',
    path: recipePage,
    ready: recipeHeading,
    open: opensDialog('Add to Meal Plan'),
  },
  {
    name: 'assign chefs dialog',
    group: 'meal plan',
    path: '/recipes',
    ready: heading('Recipes'),
    open: withNewGroup('Kitchen', async (page, group) => {
      await chooseViewingAs(page, 'Me', group.name);
      await openMealPlan(page);
      await dayButton(page, thisMonday(), 'Assign chefs for').click();
      await expect(dialogTitled(page, 'Assign Chef(s)').getByRole('checkbox').first()).toBeVisible();
    }),
  },

  // Shopping list.
  {
    name: 'shopping list, empty state',
    group: 'shopping list',
    path: '/shopping-list',
    ready: ({ page }) => page.getByText('Shopping list is empty', { exact: true }),
  },
  {
    name: 'generate from meal plan dialog',
    group: 'shopping list',
    path: '/shopping-list',
    ready: ({ page }) => page.getByText('Shopping list is empty', { exact: true }),
    open: opensDialog('Generate from meal plan', 'Generate from Meal Plan'),
  },
  {
    name: 'shopping list with a checked item',
    group: 'shopping list',
    path: '/shopping-list',
    ready: heading('Shopping List'),
    open: async ({ page }) => {
      for (const name of ['Milk', 'Bread']) {
        await page.getByRole('button', { name: 'Add Item', exact: true }).click();
        const form = dialogTitled(page, 'Add Shopping List Item');
        await form.getByLabel('Item Name').fill(name);
        await form.getByLabel('Amount').fill('2');
        await form.getByLabel('Unit').fill('pcs');
        await form.getByRole('button', { name: 'Add Item' }).click();
        await expect(form).toBeHidden();
      }
      await toggleCheckbox(itemCheckbox(page, 'Milk (2 pcs)'));
      // The ticked part (open, with its Clear ticked) and the Undo message are checked too.
      await showTicked(page);
      await expect(itemCheckbox(page, 'Milk (2 pcs)')).toBeChecked();
      await expect(page.getByRole('status').filter({ hasText: 'Ticked Milk' })).toBeVisible();
    },
  },
  {
    name: 'section order dialog',
    group: 'shopping list',
    path: '/shopping-list',
    ready: heading('Shopping List'),
    open: opensDialog('Section order', 'Section order'),
  },
  {
    name: 'add shopping list item dialog, with its messages',
    group: 'shopping list',
    path: '/shopping-list',
    ready: heading('Shopping List'),
    open: async (world) => {
      await opensDialog('Add Item', 'Add Shopping List Item')(world);
      const form = dialogTitled(world.page, 'Add Shopping List Item');
      await form.getByRole('button', { name: 'Add Item' }).click();
      await expect(form.getByText('Item name is required')).toBeVisible();
    },
  },
  {
    name: 'add ingredients to shopping list dialog',
    group: 'recipes',
    path: recipePage,
    ready: recipeHeading,
    open: opensDialog('Add to Shopping List', 'Add Ingredients to Shopping List'),
  },

  {
    name: 'cook mode, with a running timer',
    group: 'recipes',
    path: ({ recipe }) => `/recipes/${recipe.id}/cook`,
    ready: ({ page }) => page.getByRole('heading', { name: 'Step 1 of 1' }),
    open: async ({ page }) => {
      await page.getByRole('button', { name: '1 minute', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Timers' })).toBeVisible();
    },
  },

  // People.
  { name: 'my page', group: 'people', path: '/my-page', ready: heading('My Page') },
  {
    name: 'edit profile dialog',
    group: 'people',
    path: '/my-page',
    ready: heading('My Page'),
    open: opensDialog('Edit Profile'),
  },
  {
    name: 'change password dialog',
    group: 'people',
    path: '/my-page',
    ready: heading('My Page'),
    open: opensDialog('Change Password'),
  },
  {
    name: 'create group dialog',
    group: 'groups',
    path: '/my-page',
    ready: heading('My Page'),
    open: opensDialog('Create a New Group'),
  },
  {
    name: 'group overlay',
    group: 'groups',
    path: '/my-page',
    ready: heading('My Page'),
    open: async ({ page, request, token }) => {
      const group = await createGroupThroughApi(request, token, uniqueName('Household'));
      const invitee = await registerAccount(request);
      await postThroughApi(request, token, '/api/Group/add-user', {
        data: { groupId: group.id, email: invitee.email },
      });
      await page.reload();
      await page.getByRole('button', { name: `Edit Group: ${group.name}` }).click();
      const overlay = dialogTitled(page, `Group: ${group.name}`);
      await expect(overlay.getByLabel('Member Email')).toBeVisible();
      // With an invitee, marked 'Invited'.
      await expect(overlay.getByText('Invited', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'leave group dialog',
    group: 'groups',
    path: '/my-page',
    ready: heading('My Page'),
    open: withNewGroup('Household', async (page, group) => {
      await page.getByRole('button', { name: `Edit Group: ${group.name}` }).click();
      await dialogTitled(page, `Group: ${group.name}`).getByRole('button', { name: 'Leave Group' }).click();
      await showsDialog(page, 'Leave Group', 'alertdialog');
    }),
  },
  {
    name: 'group invitations',
    group: 'groups',
    path: '/my-page',
    ready: heading('My Page'),
    open: async (world) => {
      const group = await invitedToNewGroup(world);
      await expect(
        world.page.getByRole('region', { name: 'Group invitations' }).getByText(group.name),
      ).toBeVisible();
    },
  },
  {
    name: 'calendar feed link',
    group: 'people',
    path: '/my-page',
    ready: heading('My Page'),
    open: ({ page }) => createCalendarLink(page),
  },
  {
    name: 'calendar feed reset dialog',
    group: 'shopping list',
    path: '/my-page',
    ready: heading('My Page'),
    open: async ({ page }) => {
      await createCalendarLink(page);
      await page.getByRole('button', { name: 'Reset link' }).click();
      await showsDialog(page, 'Reset link', 'alertdialog');
    },
  },
  {
    name: 'Viewing as menu',
    group: 'groups',
    path: '/recipes',
    ready: heading('Recipes'),
    open: async ({ page }) => {
      const scope = await viewingAsScope(page);
      await scope.getByRole('button', { name: 'Viewing as: Me' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Me', exact: true })).toBeVisible();
    },
  },
  {
    name: 'phone menu drawer',
    group: 'people',
    path: '/recipes',
    ready: heading('Recipes'),
    open: ({ page }) => openMobileMenu(page),
    phoneOnly: true,
  },
  { name: 'not authorized (403)', group: 'people', path: '/not-authorized', ready: heading('403') },
  { name: 'admin panel', group: 'admin', path: '/admin', ready: heading('Admin Panel') },
  {
    name: 'admin reset link dialog',
    group: 'admin',
    path: '/admin',
    ready: heading('Admin Panel'),
    open: async ({ page }) => {
      await page
        .getByRole('button', { name: /^Reset link for / })
        .first()
        .click();
      await expect(
        page.getByRole('dialog', { name: /^Reset link for / }).getByLabel('Reset link'),
      ).toHaveValue(/reset-password\?token=/);
    },
  },
];

/** Signs in as the group's user (a new one, with a recipe, or the SysAdmin): what its screens use. */
const enterAs = async (
  group: (typeof groups)[keyof typeof groups],
  page: Page,
  request: APIRequestContext,
) => {
  if (group.as === 'visitor') return { page, request } as World;
  const account = group.as === 'admin' ? { ...e2eAdmin, name: 'Admin' } : await registerAccount(request);
  const token = await signInThroughApi(page, request, account);
  const recipe =
    group.as === 'user'
      ? await seedRecipe(request, token, {
          name: uniqueName('Axe soup'),
          ...('seed' in group ? group.seed : {}),
        })
      : { id: '', name: '' };
  return { page, request, account, token, recipe };
};

test.describe('accessibility (axe, WCAG 2.1 A and AA): no serious or critical violations', () => {
  for (const [groupName, group] of Object.entries(groups)) {
    test(groupName, async ({ page, request }, testInfo) => {
      const onPhone = testInfo.project.name === 'phone';
      const groupScreens = screens.filter(
        (screen) => screen.group === groupName && (onPhone || !screen.phoneOnly),
      );
      // The usual 30 s were for a sign-in and one screen; a group signs in once and walks several.
      test.setTimeout(30_000 + 15_000 * groupScreens.length);
      const world = await enterAs(group, page, request);
      // Each screen is a step; one that fails (a finding, or a step that did not open it) is noted
      // and the group goes on, so the end lists every failing screen by name.
      const failures: string[] = [];
      for (const screen of groupScreens) {
        await test
          .step(screen.name, async () => {
            await page.goto(typeof screen.path === 'string' ? screen.path : screen.path(world));
            await expect(screen.ready(world)).toBeVisible();
            await screen.open?.(world);
            const findings = await accessibilityFindings(page);
            if (findings.length > 0) throw new Error(`Accessibility violations:\n${findings.join('\n')}`);
          })
          .catch((error: Error) => failures.push(`${screen.name}: ${error.message}`));
      }
      expect(failures, `Screens that failed:\n\n${failures.join('\n\n')}`).toEqual([]);
    });
  }
});

test.describe('keyboard only', () => {
  test('sign in with Tab and Enter', async ({ page, request }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await expect(heading('Sign in to your account')({ page })).toBeVisible();
    // From the top of the page, Tab reaches the email field, then the password field.
    await tabUntilFocused(page, page.getByLabel('Email address'));
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('add a recipe with the keyboard alone; Escape closes the dialog', async ({ page, request }) => {
    // Many key presses, each a round trip to the browser: a busy machine needs more than 30 s.
    test.setTimeout(60_000);
    await signInThroughApi(page, request, await registerAccount(request));
    await page.goto('/recipes');
    const add = page.getByRole('button', { name: 'Add Recipe' });
    await tabUntilFocused(page, add);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const form = dialogTitled(page, 'Add New Recipe');
    await expect(form).toBeVisible();

    // Escape closes it, and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(add).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(form).toBeVisible();
    const name = uniqueName('Keyboard soup');
    await tabUntilFocused(page, form.getByLabel('Name', { exact: true }));
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Description')).toBeFocused();
    await page.keyboard.type('Typed without a mouse.');
    await tabUntilFocused(page, form.getByLabel('Cook Time (minutes)'));
    await page.keyboard.type('20');
    await tabUntilFocused(page, form.getByLabel('External Recipe Url'));
    await page.keyboard.type('https://www.example.com/keyboard-soup');
    await tabUntilFocused(page, form.getByRole('button', { name: 'Add Recipe' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');

    await expect(form).toBeHidden();
    await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
  });

  test('Escape closes the rating dialog and focus returns to its button', async ({ page, request }) => {
    const account = await registerAccount(request);
    const token = await signInThroughApi(page, request, account);
    const recipe = await seedRecipe(request, token, { name: uniqueName('Escape soup') });
    await page.goto(`/recipes/${recipe.id}`);
    await expectEscapeReturnsFocus(page, page.getByRole('button', { name: 'Rate Recipe' }), 'Rate Recipe');
  });

  test('the phone menu opens and closes with the keyboard', { tag: '@phone-only' }, async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await signInThroughApi(page, request, account);
    await page.goto('/recipes');
    await expectEscapeReturnsFocus(page, page.getByRole('button', { name: 'Open menu' }), 'Menu');
  });
});

/** Tab to the opener, Enter opens the dialog, Escape closes it and focus is back on the opener. */
const expectEscapeReturnsFocus = async (page: Page, opener: Locator, dialogName: string) => {
  await tabUntilFocused(page, opener);
  await page.keyboard.press('Enter');
  await expect(dialogTitled(page, dialogName)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialogTitled(page, dialogName)).toBeHidden();
  await expect(opener).toBeFocused();
};

/** Presses Tab until the element has focus; fails when it is not reached in 40 presses. */
const tabUntilFocused = async (page: Page, target: Locator) => {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'not reachable with Tab').toBeFocused({ timeout: 1 });
};

/** The focused element shows a focus ring (an outline or a box shadow), as :focus-visible asks. */
const expectVisibleFocus = async (page: Page) => {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
      focusVisible: element.matches(':focus-visible'),
    };
  });
  expect(ring, 'something has focus').not.toBeNull();
  expect(ring?.focusVisible, 'focus is :focus-visible').toBe(true);
  expect(ring?.outline || ring?.shadow, 'the focused element shows an outline or a focus shadow').toBe(true);
};
