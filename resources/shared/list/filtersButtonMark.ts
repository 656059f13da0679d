/**
 * Marks a list's Smart Filters button, which the console's `/` keyboard shortcut focuses
 * (src/layout/shortcuts). A module of its own so the shell does not load the list pieces for it.
 */
export const FILTERS_BUTTON_MARK = { 'data-shortcut': 'list-filters' } as const;
