-- Wrong current passwords given through a session (the password-change dialog). Kept with the
-- session, not in a server's memory: a restart (the supervisor brings a crashed server back) or
-- another server instance must not give a stolen session fresh guesses.
ALTER TABLE sessions ADD COLUMN password_guesses integer NOT NULL DEFAULT 0;
