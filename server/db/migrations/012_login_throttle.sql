-- Sign-in guessing limits counted in the database (server/auth/sharedLoginLimiter.ts), so that
-- several app servers on one database allow the configured number of failures in all, not that
-- number per server, and a restart forgets nothing. One row per (email, address) pair and one per
-- address; rows past their window are ignored and swept.
CREATE TABLE login_throttle (
  key             text PRIMARY KEY,
  failures        integer NOT NULL,
  next_allowed_at timestamptz NOT NULL,
  forget_at       timestamptz NOT NULL
);
CREATE INDEX login_throttle_forget ON login_throttle (forget_at);
