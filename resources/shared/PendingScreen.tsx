/**
 * Stand-in for detail and create screens that later issues build, so a link from a list never
 * dead-ends: it names the record and leads back to its list.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetOne, useGetRecordRepresentation, useResourceContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';

function PendingCard({ title, resource }: { title: string; resource: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {translate('resources.shared.pending', { _: 'This screen is coming in the next release.' })}
        </Typography>
        <Button component={Link} to={`/${resource}`} startIcon={<ArrowBackIcon />}>
          {translate('resources.shared.back_to_list', { _: 'Back to the list' })}
        </Button>
      </CardContent>
    </Card>
  );
}

export function PendingDetail() {
  const resource = useResourceContext() ?? '';
  const { id = '' } = useParams();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(resource);
  const { data } = useGetOne(resource, { id }, { enabled: id !== '' });
  const name = translate(`resources.${resource}.name`, { smart_count: 1 });
  const title = data ? `${name}: ${String(represent(data))}` : name;
  return <PendingCard title={title} resource={resource} />;
}

export function PendingCreate() {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const name = translate(`resources.${resource}.name`, { smart_count: 1 });
  return <PendingCard title={translate('resources.shared.new_record', { name, _: `New ${name}` })} resource={resource} />;
}
