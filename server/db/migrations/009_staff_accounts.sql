-- Staff accounts (issue 13): a colleague who left is deactivated, never deleted, so their name
-- stays on the audit trail; a temporary password set by an administrator must be changed at the
-- next sign-in; the last sign-in is shown on the staff list.
ALTER TABLE staff_users
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated')),
  ADD COLUMN last_sign_in_at timestamptz,
  ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT staff_users_role_known CHECK (role IN ('Super Admin', 'Admin', 'Recruiter', 'Viewer'));

-- What the staff list filters and pages on.
CREATE INDEX staff_users_created_idx ON staff_users (created_at DESC, id);

-- Where the session was opened from: "your other sessions" on /user-details names the browser.
ALTER TABLE sessions
  ADD COLUMN user_agent text,
  ADD COLUMN ip text;
