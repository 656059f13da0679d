/**
 * A box around a table that may be wider than its card: width 0 with a 100 % minimum makes the
 * box take the card's width whatever the table asks for, so the table scrolls in here instead of
 * widening the page (overflow-x alone did not stop a phone page from growing sideways).
 */
export const SCROLL_IN_PLACE_SX = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;
