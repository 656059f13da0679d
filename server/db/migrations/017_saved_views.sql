-- Saved views of the lists (issue 14): a named set of filters (and sort) that a staff member
-- keeps for a list, private or shared with the team, and each person's default view per list.
CREATE TABLE saved_views (
  id         uuid PRIMARY KEY,
  list       text NOT NULL,
  name       text NOT NULL,
  owner_id   uuid NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
  shared     boolean NOT NULL DEFAULT false,
  -- [{ "key": "title", "value": "gold" }, { "key": "isExternalJob", "boolValue": true }]
  filters    jsonb NOT NULL DEFAULT '[]',
  -- { "field": "createdAt", "direction": "DESC" } or null for the list's own order
  sort       jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE UNIQUE INDEX saved_views_owner_name_key ON saved_views (owner_id, list, lower(name));
CREATE INDEX saved_views_list_idx ON saved_views (list, shared);

-- The view a list opens with when its address carries no filters; one per person and list.
CREATE TABLE saved_view_defaults (
  owner_id uuid NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
  list     text NOT NULL,
  view_id  uuid NOT NULL REFERENCES saved_views(id) ON DELETE CASCADE,
  PRIMARY KEY (owner_id, list)
);
