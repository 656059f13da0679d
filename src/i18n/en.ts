/**
 * The console shell's English texts (app.*). The spec's texts are kept word for word; the
 * react-admin defaults come from ra-language-english and the resources' own from resources/i18n.
 */
import { DEFAULT_ROLE, PLACEHOLDER_EXPECTED } from '../../domain/constants';
import { VALIDATION } from '../../domain/messages';
import { aiMessages } from '../../ui/ai/messages';
import { searchMessages } from '../layout/search/messages';
import { accessMessages } from '../../ui/access/messages';
import { activityMessages } from '../../ui/activity/messages';
import { sessionMessages, staffMessages } from '../pages/staff/messages';
import { shortcutMessages } from '../layout/shortcuts/messages';

// react-router's default error page words (spec §2), kept by the console's own crash page.
const UNEXPECTED_ERROR = 'Unexpected Application Error!';

export const appMessages = {
  app: {
    ai: aiMessages,
    shortcuts: shortcutMessages,
    search: searchMessages,
    staff: staffMessages,
    sessions: sessionMessages,
    activity: activityMessages,
    access: accessMessages,
    name: 'Jewel Marketplace Admin',
    menu: {
      dashboard: 'Dashboard',
      jobs: 'Jobs',
      companies: 'Companies',
      jobseekers: 'Job Seekers',
      employers: 'Employers',
      hr: 'HR',
      job_applications: 'Job Applications',
      user_rbac: 'User RBAC',
      activity: 'Activity',
    },
    user_menu: {
      label: 'Account menu',
      role: 'Role: %{role}',
      default_role: DEFAULT_ROLE,
      profile: 'Profile',
      logout: 'Logout',
    },
    login: {
      title: 'Sign in to the admin console',
      email: 'Email',
      password: 'Password',
      sign_in: 'Sign In',
      sign_up: 'Sign Up',
      no_account: "Don't have an account?",
      failed: 'Sign in failed. Please try again.',
      show_password: 'Show password',
      hide_password: 'Hide password',
    },
    signup: {
      title: 'Sign Up',
      body: 'Staff accounts are created by an administrator. Ask your administrator for an account, then sign in with the email and password you receive.',
      back: 'Back to Sign In',
    },
    loading: 'Loading...',
    not_found: '404 Page Not Found - The page you are looking for does not exist.',
    not_found_home: 'Go to Jobs',
    not_found_title: 'Page Not Found',
    unexpected_error: UNEXPECTED_ERROR,
    crash: {
      title: UNEXPECTED_ERROR,
      updated: 'The console was updated since this page was opened. Reload to get the new version.',
      reloading: 'The console was updated. Loading the new version...',
      failed: 'Something went wrong while showing this page. Reload to try again.',
      details: 'Details:',
      reload: 'Reload',
    },
    error: {
      title: 'Something went wrong',
      retry: 'Try again',
    },
    coming_soon: {
      chip: 'Coming Soon',
      default_description: 'This feature is currently under development and will be available soon.',
      expected: 'Expected: %{date}',
      dashboard: 'Analytics Dashboard',
      hr: 'HR Management System',
      expected_date: PLACEHOLDER_EXPECTED,
    },
    user_rbac: {
      title: 'User RBAC',
      description: 'role-based access control for managing user permissions and access levels',
    },
    notification: {
      saved: 'Save is successful',
      save_failed: 'Save failed',
    },
    toast: {
      success: '%{message} success',
      failed: '%{message} failed',
    },
    profile: {
      title: 'My Profile',
      subtitle: 'Your personal details as other staff see them.',
      first_name: 'First Name',
      last_name: 'Last Name',
      email: 'Email',
      role: 'Role',
      email_read_only: VALIDATION.profile.emailReadOnly,
      edit: 'Edit Profile',
      cancel: 'Cancel',
      save: 'Save',
      saving: 'Saving...',
      updated: 'Profile updated successfully!',
      update_failed: 'Failed to update user.',
      update_password: 'Update Password',
      names_required: 'First and last name are required.',
    },
    password: {
      title: 'Update Password',
      current: 'Current Password',
      new: 'New Password',
      cancel: 'Cancel',
      submit: 'Update Password',
      both_required: VALIDATION.password.bothRequired,
      too_short: VALIDATION.password.tooShort,
      weak: VALIDATION.password.weak,
      failed: 'Failed to update password.',
      updated: 'Password updated successfully.',
    },
  },
} as const;
