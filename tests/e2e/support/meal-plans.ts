import { expect, type Page } from '@playwright/test';
import { addDays, mondayOf, today, weekOf } from '#shared/meal-plans/week';
import { dayLabel, weekdayName, weekRangeLabel } from '#web/lib/day-labels';

export { addDays, dayLabel, weekRangeLabel };

/**
 * The recipe picker's title as spec 2 writes it, 'Add Recipe to Wednesday November 18' (the app's
 * own comes from its English catalogue, which this test process does not load).
 */
export const pickerTitle = (date: string): string =>
  `Add Recipe to ${weekdayName(date)} ${new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))}`;

type Week = [string, string, string, string, string, string, string];

/** This week's dates, Monday to Sunday, by the local clock (the browser runs on the same machine). */
export const thisWeek = () => weekOf(today()) as Week;
export const thisMonday = () => mondayOf(today());

/** Opens the Meal Plan screen from the main navigation and waits for the week to load. */
export const openMealPlan = async (page: Page) => {
  // The phone's slide-in menu has the same links: let one that is closing finish first.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meal Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Meal Plan', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
};

/** One day of the meal plan page. */
export const mealPlanDay = (page: Page, date: string) => page.getByRole('region', { name: dayLabel(date) });

/** A day's button, named by what it does to the day: 'Add recipe to', 'Assign chefs for'. */
export const dayButton = (page: Page, date: string, action: 'Add recipe to' | 'Assign chefs for') =>
  mealPlanDay(page, date).getByRole('button', { name: `${action} ${dayLabel(date)}` });

/** Opens the day's recipe picker and returns it. */
export const openPicker = async (page: Page, date: string) => {
  await dayButton(page, date, 'Add recipe to').click();
  return page.getByRole('dialog', { name: pickerTitle(date) });
};

/** Opens the day's recipe picker, searches for the recipe and chooses it; returns the picker, not confirmed yet. */
export const chooseInPicker = async (page: Page, date: string, recipeName: string) => {
  const picker = await openPicker(page, date);
  await picker.getByPlaceholder('Search recipes...').fill(recipeName);
  await expect(picker.locator('[aria-busy="true"]')).toHaveCount(0);
  await picker.getByRole('button', { name: recipeName, exact: true }).click();
  return picker;
};

/** Adds a recipe to a day through the day's picker: search, choose, confirm. */
export const addThroughPicker = async (page: Page, date: string, recipeName: string) => {
  const picker = await chooseInPicker(page, date, recipeName);
  await picker.getByRole('button', { name: 'Add to Meal Plan' }).click();
  await expect(picker).toBeHidden();
  await expect(mealPlanDay(page, date).getByRole('link', { name: recipeName })).toBeVisible();
};
