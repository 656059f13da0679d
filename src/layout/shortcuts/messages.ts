/** Texts of the keyboard shortcuts dialog (app.shortcuts.*). */
export const shortcutMessages = {
  title: 'Keyboard shortcuts',
  close: 'Close',
  focus_filters: 'Go to the list filters',
  go_to: 'Open %{list}',
  help: 'Show these shortcuts',
  then: 'then',
} as const;
