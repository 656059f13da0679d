/** Texts of the global search (app.search.*). */
export const searchMessages = {
  open: 'Search',
  placeholder: 'Search jobs, people, companies…',
  field_label: 'Search everything',
  too_short: 'Type at least %{min} characters.',
  no_results: 'No matches for “%{query}”.',
  failed: 'Search failed. Please try again.',
  searching: 'Searching…',
  recent: 'Recent searches',
  clear_recent: 'Clear',
  see_all: 'See all in %{list}',
  hint: '↑ ↓ to move · Enter to open · Esc to close',
  shortcut: 'Search everything',
  close: 'Close search',
} as const;
