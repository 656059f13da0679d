import { Alert, Avatar, Box, Button, Card, CardContent, Snackbar, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PROFILE_SNACKBAR_MS } from '../../../domain/constants';
import { type ProfileUpdate, useSession, useUpdateProfile } from '../../../providers/auth';
import { Loader } from '../../../ui/components/Loader';
import { initialsOf } from '../../layout/initials';
import { PasswordDialog } from './PasswordDialog';
import { OwnSessions } from '../staff/OwnSessions';
import { ProfileFields } from './ProfileFields';

type Feedback = { severity: 'success' | 'error'; key: string } | null;

/**
 * /user-details (spec §2): the signed-in user's own profile, in view or edit mode. Its title is
 * the page's heading only, as on the detail pages (no second 'My Profile' in the app bar).
 */
export function ProfilePage() {
  const translate = useTranslate();
  const { profile } = useSession();
  const updateProfile = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileUpdate>({ firstName: '', lastName: '' });
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (!profile) return <Loader />;
  const details = profile.personalDetails;
  const shown = editing ? values : { firstName: details.firstName ?? '', lastName: details.lastName ?? '' };
  const role = profile.role?.trim() || translate('app.user_menu.default_role');

  const startEditing = () => {
    setValues({ firstName: details.firstName ?? '', lastName: details.lastName ?? '' });
    setEditing(true);
  };

  const save = async () => {
    const fields = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    if (!fields.firstName || !fields.lastName) {
      setFeedback({ severity: 'error', key: 'app.profile.names_required' });
      return;
    }
    setSaving(true);
    try {
      await updateProfile(fields);
      setEditing(false);
      setFeedback({ severity: 'success', key: 'app.profile.updated' });
    } catch {
      setFeedback({ severity: 'error', key: 'app.profile.update_failed' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', width: '100%' }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 4 }}>
            {/* avatar beside the title on a phone too: alone on its line it looked like a stray badge */}
            <Stack direction="row" spacing={2} alignItems="center" sx={{ flex: 1, minWidth: 0 }}>
              <Avatar sx={{ width: { xs: 48, sm: 64 }, height: { xs: 48, sm: 64 }, bgcolor: 'primary.main', fontSize: { xs: 18, sm: 24 }, fontWeight: 600 }}>
                {initialsOf(details.firstName, details.lastName, details.email)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h5" component="h1">
                  {translate('app.profile.title')}
                </Typography>
                <Typography color="text.secondary">{translate('app.profile.subtitle')}</Typography>
              </Box>
            </Stack>
            <Stack direction="row" spacing={1}>
              {editing ? null : (
                <Button variant="outlined" startIcon={<EditIcon />} onClick={startEditing}>
                  {translate('app.profile.edit')}
                </Button>
              )}
              <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setPasswordOpen(true)}>
                {translate('app.profile.update_password')}
              </Button>
            </Stack>
          </Stack>
          <ProfileFields values={shown} email={details.email ?? ''} role={role} editing={editing} onChange={setValues} />
          {editing ? (
            <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 3 }}>
              <Button onClick={() => setEditing(false)} disabled={saving}>
                {translate('app.profile.cancel')}
              </Button>
              <Button variant="contained" onClick={() => void save()} disabled={saving}>
                {translate(saving ? 'app.profile.saving' : 'app.profile.save')}
              </Button>
            </Stack>
          ) : null}
        </CardContent>
      </Card>
      <OwnSessions />
      <PasswordDialog
        open={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        onUpdated={() => {
          setPasswordOpen(false);
          setFeedback({ severity: 'success', key: 'app.password.updated' });
        }}
      />
      <Snackbar
        open={feedback !== null}
        autoHideDuration={PROFILE_SNACKBAR_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setFeedback(null);
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity={feedback?.severity ?? 'success'} variant="filled" onClose={() => setFeedback(null)}>
          {feedback ? translate(feedback.key) : ''}
        </Alert>
      </Snackbar>
    </Box>
  );
}
