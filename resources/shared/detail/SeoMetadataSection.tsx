/**
 * The SEO Metadata block (spec §3): url read-only, title, keywords, description (3 rows when
 * editable) and, for entities that have it, the key/value metadata[] list.
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ArrayInput, SimpleFormIterator, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { METADATA_DESCRIPTION_ROWS } from '../../../domain/constants';
import { readPath } from '../format';
import { useIsEditing } from './context';
import { DetailTextField } from './fields';
import { LabeledValue, ValueGrid } from './LabeledValue';
import { SectionCard } from './SectionCard';

export interface SeoMetadataSectionProps {
  /** Where the metadata object lives in the record. */
  source?: string;
  /** Show the key/value list (metadata.metadata[]). */
  withEntries?: boolean;
  /** Show the read-only url (not on create pages, where the server has not made one yet). */
  showUrl?: boolean;
  title?: string;
}

const K = 'resources.shared.detail.seo';

export function SeoMetadataSection({ source = 'metadata', withEntries = true, showUrl = true, title = `${K}.title` }: SeoMetadataSectionProps) {
  const editing = useIsEditing();
  return (
    <SectionCard title={title}>
      <ValueGrid>
        {showUrl ? <UrlValue source={`${source}.url`} /> : null}
        <DetailTextField source={`${source}.title`} label={`${K}.meta_title`} />
        <DetailTextField source={`${source}.keywords`} label={`${K}.keywords`} />
      </ValueGrid>
      <Box sx={{ mt: 2 }}>
        <DetailTextField source={`${source}.description`} label={`${K}.description`} multiline rows={METADATA_DESCRIPTION_ROWS} />
      </Box>
      {withEntries ? <Entries source={`${source}.metadata`} editing={editing} /> : null}
    </SectionCard>
  );
}

/** The url is made by the server: never an input, even in edit mode. */
function UrlValue({ source }: { source: string }) {
  const record = useRecordContext();
  return <LabeledValue label={`${K}.url`} value={readPath(record, source)} />;
}

function Entries({ source, editing }: { source: string; editing: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const entries = (readPath(record, source) as Array<{ key?: string; value?: string }> | null | undefined) ?? [];
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate(`${K}.entries`)}
      </Typography>
      {editing ? (
        <ArrayInput source={source} label={false}>
          <SimpleFormIterator inline disableReordering disableClear addButton={<AddEntryButton />}>
            <TextInput source="key" label={`${K}.key`} helperText={false} />
            <TextInput source="value" label={`${K}.value`} helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">{translate(`${K}.no_entries`)}</Typography>
      ) : (
        <ValueGrid>
          {entries.map((entry, index) => (
            <LabeledValue key={`${entry.key ?? ''}-${index}`} label={entry.key || '-'} value={entry.value} />
          ))}
        </ValueGrid>
      )}
    </Box>
  );
}

function AddEntryButton(props: { onClick?: () => void }) {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={props.onClick}>
      {translate(`${K}.add_entry`)}
    </Button>
  );
}
