/** /user-details: one's own signed-in sessions, and signing out of all the others (issue 13). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { useNotify, useTranslate } from 'react-admin';
import { useStaffApi } from '../../../ui/activity/useStaffApi';

/** "Chrome on Linux" from a user agent, or the agent itself. */
function browserOf(agent: string | null): string {
  if (!agent) return 'Unknown browser';
  const browser = /Edg\//.test(agent) ? 'Edge' : /Firefox\//.test(agent) ? 'Firefox' : /Chrom(e|ium)\//.test(agent) ? 'Chrome' : /Safari\//.test(agent) ? 'Safari' : null;
  const system = /Windows/.test(agent) ? 'Windows' : /Android/.test(agent) ? 'Android' : /iPhone|iPad/.test(agent) ? 'iOS' : /Mac OS/.test(agent) ? 'macOS' : /Linux/.test(agent) ? 'Linux' : null;
  return browser ? `${browser}${system ? ` on ${system}` : ''}` : agent.slice(0, 60);
}

export function OwnSessions() {
  const translate = useTranslate();
  const api = useStaffApi();
  const notify = useNotify();
  const sessions = useQuery({ queryKey: ['own-sessions'], queryFn: () => api!.mySessions(), enabled: !!api });
  const signOut = useMutation({
    mutationFn: () => api!.signOutOthers(),
    onSuccess: (ended) => {
      notify(ended === 1 ? translate('app.sessions.ended_one') : translate('app.sessions.ended_many', { count: ended }), { type: 'success' });
      void sessions.refetch();
    },
  });
  if (!api) return null;
  const rows = sessions.data ?? [];
  const others = rows.filter((s) => !s.current).length;
  const title = translate('app.sessions.title');
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mt: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'center' }} sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Button variant="outlined" disabled={others === 0 || signOut.isPending} onClick={() => signOut.mutate()}>
            {translate('app.sessions.sign_out_others')}
          </Button>
        </Stack>
        {sessions.isError ? <Alert severity="error">{translate('app.sessions.failed')}</Alert> : null}
        <List disablePadding>
          {rows.map((session) => (
            <ListItem key={session.id} disableGutters divider>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center">
                    <span>{browserOf(session.userAgent)}</span>
                    {session.current ? <Chip size="small" color="primary" variant="outlined" label={translate('app.sessions.this_one')} /> : null}
                  </Stack>
                }
                secondary={`${translate('app.sessions.signed_in')} ${formatDistanceToNow(new Date(session.createdAt), { addSuffix: true })}${session.ip ? ` · ${session.ip}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
