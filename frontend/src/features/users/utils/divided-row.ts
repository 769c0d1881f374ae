/** A row of a list with a line under it, none under the last (signed-in devices, all users). */
export const dividedRow = { py: '2', borderBottomWidth: '1px', _last: { borderBottomWidth: 0 } } as const;
