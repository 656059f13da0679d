/** Texts of the access checks (app.access.*): a screen the role may not use, a temporary password. */
export const accessMessages = {
  denied: 'You do not have access to this page.',
  denied_hint: 'Your role does not include this. Ask a Super Admin if you need it.',
  home: 'Go to the home page',
  must_change_password: 'Please change your temporary password before you continue: choose Update Password.',
} as const;
