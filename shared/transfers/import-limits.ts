/**
 * How much one household may ask of the file import (issue 24): the import functions share
 * Lambda's concurrency with the whole API, so each import is bounded in time, in number and in
 * what it unpacks. The upload function's timeout in the CDK stack is derived from these.
 */

/** A started import whose file has not begun to be read by then is over ("the file never came"). */
export const importWaitMinutes = 30;

/** File imports a user may start in a day (UTC); a re-run of a file that stopped counts too. */
export const dailyFileImports = 20;

/** How long a run may add recipes; it stops between two recipes once this is spent. */
export const importTimeBudgetSeconds = 240;

/**
 * The upload function's timeout: the budget, plus time for the recipe under way when it ran out
 * (its photo through sharp) and for saving the job's last state.
 */
export const importRunSeconds = importTimeBudgetSeconds + 60;
