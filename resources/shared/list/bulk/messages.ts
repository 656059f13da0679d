/** Texts of bulk actions on lists (issue 14), under resources.shared.bulk. */
export const bulkKitMessages = {
  select_row: 'Select %{title}',
  select_page: 'Select all on this page',
  selected: '%{smart_count} selected |||| %{smart_count} selected',
  all_matching_selected: 'All %{total} matching records are selected.',
  select_all_matching: 'Select all %{total} matching',
  clear: 'Clear selection',
  toolbar: 'Bulk actions',
  delete: {
    action: 'Delete',
    title: 'Delete %{smart_count} record? |||| Delete %{smart_count} records?',
    explain:
      'Each record is deleted with the same rules as deleting it on its own; records that cannot be deleted are listed afterwards. This cannot be undone.',
    type_count: 'Type %{count} to confirm',
    field: 'Number of records to delete',
    confirm: 'Delete records',
  },
  approve: {
    action: 'Approve',
    title: 'Approve %{smart_count} request? |||| Approve %{smart_count} requests?',
    explain: 'Each pending request is approved on its own and its employer joins the company. Requests already decided are listed afterwards.',
    confirm: 'Approve requests',
  },
  reject: {
    action: 'Reject',
    title: 'Reject %{smart_count} request? |||| Reject %{smart_count} requests?',
    explain: 'Each pending request is rejected on its own. Requests already decided are listed afterwards.',
    confirm: 'Reject requests',
  },
  cancel: 'Cancel',
  close: 'Close',
  summary: {
    title_delete: 'Bulk delete finished',
    title_approve: 'Bulk approve finished',
    title_reject: 'Bulk reject finished',
    deleted: '%{smart_count} record deleted. |||| %{smart_count} records deleted.',
    approved: '%{smart_count} request approved. |||| %{smart_count} requests approved.',
    rejected: '%{smart_count} request rejected. |||| %{smart_count} requests rejected.',
    failed: '%{smart_count} could not be changed: |||| %{smart_count} could not be changed:',
  },
  failed: 'The bulk action failed: %{reason}',
};
