/**
 * Texts of the shared list pieces (Smart Filters drawer, chips, copy link, page header, cards),
 * under resources.shared.list. Spec texts word for word.
 */
export const listKitMessages = {
  load_failed: 'Failed to fetch data. Please try again later.',
  view: 'View',
  filters: {
    title: 'Smart Filters',
    open: 'Filters',
    close: 'Close filters',
    add: 'Add Filter',
    column: 'Column',
    value: 'Search value',
    choose: 'Choose...',
    remove: 'Remove this filter',
    apply: 'Apply Search',
    clear_all: 'Clear All',
    none: 'No filters yet. Add a filter to search this list.',
    all_used: 'Every column already has a filter.',
    active: 'Active filters',
    remove_chip: 'Remove filter %{label}',
    yes: 'Yes',
    no: 'No',
  },
  copy_link: {
    action: 'Copy search link',
    copied: 'Search link copied to clipboard! You can now share this filtered view.',
    failed: 'Failed to copy link to clipboard.',
  },
  export: {
    action: 'Export CSV',
    running: 'Exporting… %{rows} rows',
    running_of: 'Exporting… %{rows} of %{total} rows',
    done: 'Exported %{smart_count} row to %{name}. |||| Exported %{smart_count} rows to %{name}.',
    failed: 'Export failed: %{reason}',
    unknown: 'the server did not answer. Please try again.',
  },
  company_requests_link: 'Company Requests',
} as const;
