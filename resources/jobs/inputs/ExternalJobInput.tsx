/** External Job yes/no on the create page (spec §2 Basic Information), stored as true/false. */
import { RadioButtonGroupInput } from 'react-admin';

const CHOICES = [
  { id: 'true', name: 'resources.jobs.screen.yes' },
  { id: 'false', name: 'resources.jobs.screen.no' },
];

export function ExternalJobInput() {
  return (
    <RadioButtonGroupInput
      source="isExternalJob"
      label="resources.jobs.screen.fields.isExternalJob"
      choices={CHOICES}
      format={(value: unknown) => (value === true ? 'true' : 'false')}
      parse={(value: unknown) => value === 'true' || value === true}
      helperText={false}
      row
    />
  );
}
