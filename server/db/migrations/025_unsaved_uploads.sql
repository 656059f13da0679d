-- Files uploaded and not saved on any record (server/storage/unsavedUploads.ts): each upload
-- counts the uploader's files of the last day nobody owns, and clears those older than a day.
-- Both read only unowned files, by age; owned files are nearly all of the table.
CREATE INDEX stored_objects_unsaved_idx ON stored_objects (created_at) WHERE owner_id IS NULL;
