/**
 * The Activity section of a detail page (issue 13): the record's history from the audit trail,
 * newest first, ten at a time. Closed until asked for, so opening a record costs no extra request
 * and the page reads as before. Absent in the offline demo (no audit trail) and for roles that
 * may not read it.
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { EventList } from './EventList';
import { useStaffApi } from './useStaffApi';

const PAGE = 10;

export function RecordActivity({ resource, id }: { resource: string; id: string }) {
  const translate = useTranslate();
  const api = useStaffApi();
  const { canAccess } = useCanAccess({ resource: 'activity', action: 'show' });
  const [pages, setPages] = useState(1);
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: ['record-activity', resource, id, pages],
    queryFn: () => api!.recordActivity(resource, id, 0, pages * PAGE),
    enabled: open && !!api && canAccess === true && id !== '',
    placeholderData: (previous) => previous,
  });
  if (!api || canAccess !== true) return null;
  const title = translate('app.activity.section_title');
  const events = query.data?.content ?? [];
  const total = query.data?.totalElements ?? 0;
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Stack direction="row" spacing={1}>
            {open ? (
              <Button size="small" onClick={() => void query.refetch()}>
                {translate('app.activity.refresh')}
              </Button>
            ) : null}
            <Button size="small" variant={open ? 'text' : 'outlined'} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
              {open ? translate('app.activity.hide') : translate('app.activity.show')}
            </Button>
          </Stack>
        </Stack>
        {!open ? (
          <Typography color="text.secondary">
            {translate('app.activity.closed_hint')}
          </Typography>
        ) : query.isError ? (
          <Typography color="error">{translate('app.activity.load_failed')}</Typography>
        ) : events.length === 0 ? (
          <Typography color="text.secondary">
            {query.isPending ? translate('app.activity.loading') : translate('app.activity.empty')}
          </Typography>
        ) : (
          <EventList events={events} label={title} />
        )}
        {open && events.length < total ? (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setPages((p) => p + 1)}>
            {translate('app.activity.more')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
