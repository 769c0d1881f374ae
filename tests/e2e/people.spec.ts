import { expect, type Page, test } from '@playwright/test';
import { postThroughApi } from './support/api';
import { e2eAdmin, isPhone, logOut, newAccount, registerAccount, signIn } from './support/app';
import {
  addMemberThroughApi,
  chooseViewingAs,
  createGroupThroughApi,
  expectViewingAs,
  viewingAsScope,
} from './support/people';
import { apiToken, seedRecipe, testPng, uniqueName, uploadThroughApi } from './support/recipes';

const openMyPage = async (page: Page) => {
  if (isPhone(page)) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Page' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'My Page' }).click();
  }
  await expect(page.getByRole('heading', { name: 'My Page', level: 1 })).toBeVisible();
};

/** The transient message: shown, then gone after 3 seconds. */
const expectTransient = async (page: Page, text: string) => {
  const message = page.getByText(text, { exact: true });
  await expect(message).toBeVisible();
  return message;
};

test.describe('groups', () => {
  test('a group is created, gains a member, is acted as, renamed and deleted', async ({ page, request }) => {
    test.setTimeout(90_000);
    const owner = await registerAccount(request, newAccount('owner'));
    const member = await registerAccount(request, newAccount('member'));
    const groupName = uniqueName('Household');
    const renamed = uniqueName('Flat');
    await signIn(page, owner);
    await openMyPage(page);
    await expect(page.getByText(`Welcome, ${owner.name}`)).toBeVisible();
    await expect(page.getByText(`Email: ${owner.email}`)).toBeVisible();

    await test.step('create the group', async () => {
      await page.getByRole('button', { name: 'Create a New Group' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a New Group' });
      await dialog.getByRole('button', { name: 'Create Group' }).click();
      await expect(dialog.getByText('Group name cannot be empty.')).toBeVisible();
      await dialog.getByLabel('Group Name').fill(groupName);
      await dialog.getByRole('button', { name: 'Create Group' }).click();
      await expect(dialog).toBeHidden();
      const message = await expectTransient(page, 'Group created successfully!');
      await expect(page.getByRole('region', { name: 'Your Groups' }).getByText(groupName)).toBeVisible();
      // Transient: hidden again after 3 seconds.
      await expect(message).toBeHidden({ timeout: 6_000 });
    });

    await test.step('add a member by email', async () => {
      const edit = page.getByRole('button', { name: `Edit Group: ${groupName}` });
      await expect(edit).toHaveAttribute('title', 'Edit Group');
      await edit.click();
      const overlay = page.getByRole('dialog', { name: `Group: ${groupName}` });
      await expect(overlay).toBeVisible();
      // 500 px wide once its opening animation has run (a phone is narrower than that).
      if (!isPhone(page)) await expect.poll(async () => (await overlay.boundingBox())?.width).toBe(500);
      await overlay.getByLabel('Member Email').fill('nobody-here@example.com');
      await overlay.getByRole('button', { name: 'Add Member' }).click();
      await expect(overlay.getByText('No user found with the email nobody-here@example.com.')).toBeVisible();
      await overlay.getByLabel('Member Email').fill(member.email);
      await overlay.getByRole('button', { name: 'Add Member' }).click();
      await expect(overlay.getByText('Member added successfully')).toBeVisible();
      // Invited, not yet a member: shown by the email typed, with a way to cancel.
      const members = overlay.getByRole('region', { name: 'Members' });
      const invited = members.getByRole('listitem').filter({ hasText: member.email });
      await expect(invited).toContainText('Invited');
      await expect(invited).not.toContainText(member.name);
      // An admin may cancel it; then invite again.
      await members.getByRole('button', { name: `Cancel invitation: ${member.email}` }).click();
      await expect(overlay.getByText('Invitation cancelled')).toBeVisible();
      await expect(invited).toHaveCount(0);
      await overlay.getByLabel('Member Email').fill(member.email);
      await overlay.getByRole('button', { name: 'Add Member' }).click();
      await expect(invited).toContainText('Invited');
      const admins = overlay.getByRole('region', { name: 'Administrators' });
      await expect(admins.getByText(`${owner.name} (${owner.email})`)).toBeVisible();
      // No remove button on one's own entry.
      await expect(admins.getByRole('button', { name: `Remove ${owner.name}` })).toHaveCount(0);
      await overlay.getByRole('button', { name: 'Close' }).click();
      await expect(overlay).toBeHidden();
    });

    await test.step("switch 'Viewing as' to the group, keep it over a reload, and back", async () => {
      await chooseViewingAs(page, 'Me', groupName);
      await page.reload();
      await expectViewingAs(page, groupName);
      await chooseViewingAs(page, groupName, 'Me');
      await chooseViewingAs(page, 'Me', groupName);
    });

    await test.step('rename the group', async () => {
      await page.getByRole('button', { name: `Edit Group: ${groupName}` }).click();
      const overlay = page.getByRole('dialog', { name: `Group: ${groupName}` });
      await overlay.getByLabel('Group Name').fill(renamed);
      await overlay.getByRole('button', { name: 'Save Group Name' }).click();
      const after = page.getByRole('dialog', { name: `Group: ${renamed}` });
      await expect(after.getByText('Group name updated successfully')).toBeVisible();
      await after.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('region', { name: 'Your Groups' }).getByText(renamed)).toBeVisible();
      // The acting context follows the new name.
      await expectViewingAs(page, renamed);
    });

    await test.step('delete the group after confirming', async () => {
      await page.getByRole('button', { name: `Edit Group: ${renamed}` }).click();
      const overlay = page.getByRole('dialog', { name: `Group: ${renamed}` });
      await overlay.getByRole('button', { name: 'Delete Group' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
      await expect(
        confirm.getByText('Are you sure you want to delete this group? This action cannot be undone.'),
      ).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await overlay.getByRole('button', { name: 'Delete Group' }).click();
      await confirm.getByRole('button', { name: 'Delete Group' }).click();
      await expect(confirm).toBeHidden();
      await expect(overlay).toBeHidden();
      await expectTransient(page, 'Group deleted successfully.');
      await expect(page.getByRole('region', { name: 'Your Groups' }).getByText(renamed)).toHaveCount(0);
      // The group acted as is gone: back to 'Me'.
      await expectViewingAs(page, 'Me');
    });
  });

  test('a plain member may only view the group, and leaves it', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const owner = await registerAccount(request, newAccount('owner'));
    const member = await registerAccount(request, newAccount('member'));
    const group = await createGroupThroughApi(request, await apiToken(request, owner), uniqueName('Club'));
    await addMemberThroughApi(request, await apiToken(request, owner), group.id, member);

    await signIn(page, member);
    await openMyPage(page);
    const view = page.getByRole('button', { name: `View Group: ${group.name}` });
    await expect(view).toHaveAttribute('title', 'View Group');
    await view.click();
    const overlay = page.getByRole('dialog', { name: `Group: ${group.name}` });
    await expect(overlay.getByText('You do not have admin permissions for this group.')).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Delete Group' })).toHaveCount(0);
    await expect(overlay.getByLabel('Member Email')).toHaveCount(0);
    // Every member sees who is in the group, but cannot change it.
    const admins = overlay.getByRole('region', { name: 'Administrators' });
    await expect(admins.getByText(`${owner.name} (${owner.email})`)).toBeVisible();
    const members = overlay.getByRole('region', { name: 'Members' });
    await expect(members.getByText(`${member.name} (${member.email})`)).toBeVisible();
    await expect(overlay.getByRole('button', { name: /^Remove|Make admin/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    // Members may act as the group too.
    await chooseViewingAs(page, 'Me', group.name);

    await test.step('leave the group, after confirming', async () => {
      await view.click();
      await overlay.getByRole('button', { name: 'Leave Group' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Leave Group' });
      await expect(confirm.getByText(`Leave ${group.name}?`, { exact: false })).toBeVisible();
      await confirm.getByRole('button', { name: 'Leave Group' }).click();
      await expect(confirm).toBeHidden();
      await expect(overlay).toBeHidden();
      await expectTransient(page, `You left ${group.name}.`);
      await expect(page.getByRole('region', { name: 'Your Groups' }).getByText(group.name)).toHaveCount(0);
      // The group acted as is no longer the user's: back to 'Me'.
      await expectViewingAs(page, 'Me');
    });
  });

  test('an invited user accepts on My Page, and only then has the group', { tag: '@desktop-only' }, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const owner = await registerAccount(request, newAccount('owner'));
    const invitee = await registerAccount(request, newAccount('invitee'));
    const token = await apiToken(request, owner);
    const group = await createGroupThroughApi(request, token, uniqueName('Supper club'));
    const declined = await createGroupThroughApi(request, token, uniqueName('Book club'));
    for (const { id } of [group, declined])
      await postThroughApi(request, token, '/api/Group/add-user', {
        data: { groupId: id, email: invitee.email },
      });

    await signIn(page, invitee);
    await openMyPage(page);
    const invitations = page.getByRole('region', { name: 'Group invitations' });
    const entry = invitations.getByRole('listitem').filter({ hasText: group.name });
    await expect(entry).toContainText(`Invited by ${owner.name}`);
    // Nothing of the group is the invitee's yet.
    await expect(
      page.getByRole('region', { name: 'Your Groups' }).getByText('You are not in any group yet.'),
    ).toBeVisible();

    await invitations.getByRole('button', { name: `Decline: ${declined.name}` }).click();
    await expectTransient(page, 'Invitation declined.');
    await expect(invitations.getByText(declined.name)).toHaveCount(0);

    await entry.getByRole('button', { name: `Accept: ${group.name}` }).click();
    await expectTransient(page, `You joined ${group.name}.`);
    // The last invitation answered: the section goes.
    await expect(invitations).toHaveCount(0);
    await expect(page.getByRole('button', { name: `View Group: ${group.name}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Groups' }).getByText(declined.name)).toHaveCount(0);
    await chooseViewingAs(page, 'Me', group.name);
  });
});

test.describe('group admins', () => {
  test('an admin promotes a member, removes one after asking, and steps down', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    test.setTimeout(60_000);
    const owner = await registerAccount(request, newAccount('owner'));
    const helper = await registerAccount(request, newAccount('helper'));
    const leaver = await registerAccount(request, newAccount('leaver'));
    const token = await apiToken(request, owner);
    const group = await createGroupThroughApi(request, token, uniqueName('Team'));
    await addMemberThroughApi(request, token, group.id, helper);
    await addMemberThroughApi(request, token, group.id, leaver);

    await signIn(page, owner);
    await openMyPage(page);
    await page.getByRole('button', { name: `Edit Group: ${group.name}` }).click();
    const overlay = page.getByRole('dialog', { name: `Group: ${group.name}` });
    const admins = overlay.getByRole('region', { name: 'Administrators' });
    const members = overlay.getByRole('region', { name: 'Members' });

    await test.step('promote a member to admin', async () => {
      await members.getByRole('button', { name: `Make admin: ${helper.name}` }).click();
      await expect(overlay.getByText(`${helper.name} is now an admin`)).toBeVisible();
      await expect(admins.getByText(`${helper.name} (${helper.email})`)).toBeVisible();
      await expect(members.getByText(`${helper.name} (${helper.email})`)).toHaveCount(0);
    });

    await test.step('removing a member asks first', async () => {
      await members.getByRole('button', { name: `Remove ${leaver.name}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove Member' });
      await expect(
        confirm.getByText(`Remove ${leaver.name} (${leaver.email}) from ${group.name}?`),
      ).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(members.getByText(`${leaver.name} (${leaver.email})`)).toBeVisible();
      await members.getByRole('button', { name: `Remove ${leaver.name}` }).click();
      await confirm.getByRole('button', { name: 'Remove Member' }).click();
      await expect(confirm).toBeHidden();
      await expect(overlay.getByText('Member removed successfully')).toBeVisible();
      await expect(members.getByText(`${leaver.name} (${leaver.email})`)).toHaveCount(0);
    });

    await test.step("step down: the overlay becomes a member's view", async () => {
      await admins.getByRole('button', { name: 'Step down as admin' }).click();
      await expect(overlay.getByText('You do not have admin permissions for this group.')).toBeVisible();
      await expect(members.getByText(`${owner.name} (${owner.email})`)).toBeVisible();
      await expect(admins.getByText(`${helper.name} (${helper.email})`)).toBeVisible();
      await overlay.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('button', { name: `View Group: ${group.name}` })).toBeVisible();
    });
  });
});

test.describe('profile', () => {
  test('the avatar colour and name change at once, and a new password signs in', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const account = await registerAccount(request);
    const newName = `${account.name} Renamed`;
    const newPassword = 'another-pass-2';
    await signIn(page, account);
    await openMyPage(page);
    const dot = page.getByRole('region', { name: 'Profile' }).getByTestId('avatar-dot');
    await expect(dot).toHaveCSS('background-color', 'rgb(0, 128, 0)');

    await test.step('edit the profile colour and name', async () => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await expect(dialog.getByLabel('Name')).toHaveValue(account.name);
      // The editor starts at the user's own colour (green until one is chosen), never black.
      await expect(dialog.getByLabel('Hex colour')).toHaveValue('#008000');
      await dialog.getByLabel('Name').fill(newName);
      await dialog.getByLabel('Hex colour').fill('#ff0000');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog).toBeHidden();
      await expectTransient(page, 'Profile updated successfully.');
      await expect(page.getByText(`Welcome, ${newName}`)).toBeVisible();
      await expect(dot).toHaveCSS('background-color', 'rgb(255, 0, 0)');
      // Kept over a reload.
      await page.reload();
      await expect(page.getByText(`Welcome, ${newName}`)).toBeVisible();
      await expect(dot).toHaveCSS('background-color', 'rgb(255, 0, 0)');
      // Editing only the name keeps the colour.
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(dialog.getByLabel('Hex colour')).toHaveValue('#ff0000');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog).toBeHidden();
      await expect(dot).toHaveCSS('background-color', 'rgb(255, 0, 0)');
      // The header's 'Viewing as: Me' shows the new colour too.
      const scope = await viewingAsScope(page);
      await expect(scope.getByRole('button', { name: 'Viewing as: Me' }).getByTestId('avatar-dot')).toHaveCSS(
        'background-color',
        'rgb(255, 0, 0)',
      );
    });

    await test.step('change the password', async () => {
      await page.getByRole('button', { name: 'Change Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await dialog.getByLabel('Old Password').fill(account.password);
      await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
      await dialog.getByLabel('Confirm New Password').fill('mismatch-pass');
      await dialog.getByRole('button', { name: 'Save Password' }).click();
      await expect(dialog.getByText("Passwords don't match.")).toBeVisible();
      await dialog.getByLabel('Old Password').fill('wrong-old-pass');
      await dialog.getByLabel('Confirm New Password').fill(newPassword);
      await dialog.getByRole('button', { name: 'Save Password' }).click();
      await expect(dialog.getByText('Old password is incorrect.')).toBeVisible();
      await dialog.getByLabel('Old Password').fill(account.password);
      await dialog.getByRole('button', { name: 'Save Password' }).click();
      await expect(dialog).toBeHidden();
      await expectTransient(page, 'Password changed successfully.');
    });

    await test.step('sign in with the new password', async () => {
      await logOut(page);
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, { email: account.email, password: newPassword });
      await openMyPage(page);
      await expect(page.getByText(`Welcome, ${newName}`)).toBeVisible();
    });
  });

  test('Your Recipes edits and deletes the own recipes', async ({ page, request }) => {
    const account = await registerAccount(request);
    const token = await apiToken(request, account);
    const recipe = await seedRecipe(request, token, { name: uniqueName('Pancakes') });
    const { url } = await uploadThroughApi(request, token, await testPng());
    const pictured = await seedRecipe(request, token, {
      name: uniqueName('Waffles'),
      description: 'Crisp',
      imageUrl: url,
      ingredients: [{ name: 'Flour', amount: 1, unit: 'cup' }],
      instructions: ['Bake.'],
    });

    await signIn(page, account);
    await openMyPage(page);
    const card = page.getByRole('region', { name: 'Your Recipes' });
    await expect(card.getByRole('link', { name: recipe.name })).toBeVisible();
    // A 50 px thumbnail of the small variant for the recipe with a picture.
    const thumbnail = card.getByRole('listitem').filter({ hasText: pictured.name }).locator('img');
    await expect(thumbnail).toHaveAttribute('src', `${url}?variant=small`);
    await expect.poll(async () => (await thumbnail.boundingBox())?.width).toBe(50);

    await card.getByRole('button', { name: `Edit ${recipe.name}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Recipe' });
    await expect(editor.getByLabel('Name', { exact: true })).toHaveValue(recipe.name);
    await editor.getByLabel('Name', { exact: true }).fill(`${recipe.name} deluxe`);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editor).toBeHidden();
    await expect(card.getByRole('link', { name: `${recipe.name} deluxe` })).toBeVisible();

    await card.getByRole('button', { name: `Delete ${recipe.name} deluxe` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Recipe' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByRole('link', { name: `${recipe.name} deluxe` })).toHaveCount(0);
  });
});

test.describe('admin panel', () => {
  test('the SysAdmin adds a user who then signs in', { tag: '@desktop-only' }, async ({ page }) => {
    // Sorted by name, 'A…' comes before every 'E2E …' account of the run: on the first page.
    const added = { ...newAccount('added'), name: `A added ${Date.now().toString(36)}` };
    await signIn(page, e2eAdmin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    const users = page.getByRole('list', { name: 'All Users' });
    await expect(users.getByText(e2eAdmin.email)).toBeVisible();
    await expect(users.getByText('Sys Admin').first()).toBeVisible();

    const form = page.getByRole('form', { name: 'Add New User' });
    await form.getByLabel('Name').fill(added.name);
    await form.getByLabel('Email').fill(added.email);
    await form.getByLabel('Password').fill(added.password);
    await form.getByLabel('Role').selectOption({ label: 'Group Admin' });
    await form.getByRole('button', { name: 'Add User' }).click();
    await expect(form.getByText(`User ${added.name} added successfully.`)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    const row = users.getByRole('listitem').filter({ hasText: added.email });
    await expect(row).toContainText(added.name);
    await expect(row).toContainText('Group Admin');

    // The same email again: the server's message.
    await form.getByLabel('Name').fill(added.name);
    await form.getByLabel('Email').fill(added.email);
    await form.getByLabel('Password').fill(added.password);
    await form.getByRole('button', { name: 'Add User' }).click();
    await expect(form.getByText('An account with this email already exists.')).toBeVisible();

    await logOut(page);
    await signIn(page, added);
    // A Group Admin reaches the panel too, and is offered only the role the server lets them grant.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    await expect(form.getByLabel('Role').locator('option')).toHaveText(['User']);
  });
});
