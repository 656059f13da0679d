/**
 * A note typed but not added and a status picked but not saved are inputs of the detail kit's
 * form (DetailPage's react-admin <Form warnWhenUnsavedChanges>), under names the record does not
 * have. So they are the form's unsaved edits: closing the panel or navigating away asks first,
 * through the kit's one guard and its wording ('ra.message.unsaved_changes'), and a reload of the
 * application (after a status change or a note) keeps them (the kit resets with keepDirtyValues).
 * A blank note (typed, then erased) is nothing to lose and does not ask. Each is set back to
 * empty once the server has stored it; Exit Edit discards them, as it
 * discards every unsaved edit. The panel has no Save of the form itself: both are sent on their own.
 */
export const NEW_NOTE = 'newNote';
export const NEW_STATUS = 'newStatus';
