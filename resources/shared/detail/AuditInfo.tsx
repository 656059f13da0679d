/** The Audit Information block: created/updated time and user (spec §2, §3). */
import { useRecordContext, useTranslate } from 'react-admin';
import { type AuditFields, auditValues } from './audit';
import { LabeledValue, ValueGrid } from './LabeledValue';
import { SectionCard } from './SectionCard';

export interface AuditInfoProps {
  /** Defaults to the surrounding record. */
  record?: AuditFields;
}

export function AuditInfo({ record }: AuditInfoProps) {
  const translate = useTranslate();
  const fromContext = useRecordContext<AuditFields & { id: string }>();
  const values = auditValues(record ?? fromContext ?? {}, translate('resources.shared.detail.audit.unknown'));
  return (
    <SectionCard title="resources.shared.detail.audit.title">
      <ValueGrid>
        <LabeledValue label="resources.shared.detail.audit.created_at" value={values.createdAt} />
        <LabeledValue label="resources.shared.detail.audit.created_by" value={values.createdBy} />
        <LabeledValue label="resources.shared.detail.audit.updated_at" value={values.updatedAt} />
        <LabeledValue label="resources.shared.detail.audit.updated_by" value={values.updatedBy} />
      </ValueGrid>
    </SectionCard>
  );
}
