/**
 * The detail and create pages drawn from a field declaration (domain/entities): each declared
 * section in order, each field of a section by its kind with the kit's Detail* fields (a
 * label/value pair in view mode, an input in edit mode and on create pages), and the
 * hand-drawn parts (pickers, SEO metadata, audit, panels) by the name the declaration gives them.
 * Labels, titles and hints are translation keys under resources.<resource>.screen.
 */
import type { ComponentType, ReactNode } from 'react';
import { RadioButtonGroupInput, useRecordContext, useTranslate } from 'react-admin';
import {
  type EntityDeclaration,
  type FieldDeclaration,
  type SectionDeclaration,
  fieldsOfSection,
  inVariant,
  isRequired,
} from '../../../domain/entities/declaration';
import { showWebLink } from '../links';
import { readPath } from '../format';
import { formatAuditDate } from './audit';
import { ChipListInput } from './ChipListInput';
import { CommaListInput } from './CommaListInput';
import { useIsEditing } from './context';
import { DetailDateField } from './DateField';
import { DetailNumberField, DetailSelectField, DetailTextField } from './fields';
import { LabeledValue, ValueGrid } from './LabeledValue';
import { DetailRichText, RichTextEditor } from './RichText';
import { SectionCard } from './SectionCard';
import { SuggestionInput } from './SuggestionInput';
import { WideSection } from './SectionGrid';

type AnyEntity = EntityDeclaration<string, string, string>;
type AnyField = FieldDeclaration<string, string>;
type AnySection = SectionDeclaration<string, string>;
export type Where = 'detail' | 'create';

/** What a resource hands the renderer: its hand-drawn parts by name, and how its multi-line texts read. */
export interface DeclaredWidgets {
  /** Components the declaration names (`custom` of a field or section, `action` of a section). */
  readonly custom: Readonly<Record<string, ComponentType>>;
  /** Multi-line text: its lines in view mode, a multi-line input otherwise (default: a multi-line text field). */
  readonly textBlock?: ComponentType<{ source: string; label: string }>;

}

export interface DeclaredSectionProps {
  entity: AnyEntity;
  section: AnySection;
  where: Where;
  /** The record's (detail) or the form's (create) variant. */
  variant?: string;
  widgets: DeclaredWidgets;
}

const screenOf = (entity: AnyEntity) => `resources.${entity.resource}.screen`;

/** Every section of a page, in the declaration's order. */
export function DeclaredSections({ entity, where, variant, widgets }: Omit<DeclaredSectionProps, 'section'>) {
  const sections = (where === 'create' ? entity.createSections : entity.detailSections) ?? [];
  return (
    <>
      {sections.map((section) => (
        <DeclaredSection key={section.key} entity={entity} section={section} where={where} variant={variant} widgets={widgets} />
      ))}
    </>
  );
}

export function DeclaredSection({ entity, section, where, variant, widgets }: DeclaredSectionProps) {
  if (section.variants && (variant === undefined || !section.variants.includes(variant))) return null;
  if (section.continues) return null;
  let body: ReactNode;
  if (section.custom) {
    const Custom = widgets.custom[section.custom];
    body = Custom ? <Custom /> : null;
  } else {
    const screen = screenOf(entity);
    const Action = section.action ? widgets.custom[section.action] : undefined;
    const continued = (where === 'create' ? entity.createSections : entity.detailSections)?.filter((s) => s.continues === section.key) ?? [];
    body = (
      <SectionCard title={`${screen}.${section.title ?? `sections.${section.key}`}`} action={Action ? <Action /> : undefined}>
        <SectionFields entity={entity} section={section} where={where} variant={variant} widgets={widgets} />
        {continued.map((next) => (
          <SectionFields key={next.key} entity={entity} section={next} where={where} variant={variant} widgets={widgets} />
        ))}
      </SectionCard>
    );
  }
  const wide = where === 'detail' && (section.wide === true || (typeof section.wide === 'string' && section.wide === variant));
  return wide ? <WideSection>{body}</WideSection> : body;
}

function SectionFields({ entity, section, where, variant, widgets }: DeclaredSectionProps) {
  const fields = fieldsOfSection(entity, section.key, where).filter(([, f]) => inVariant(f, variant));
  if (fields.length === 0) return null;
  // A field alone in its section is named by the section's title; among others, by its own label.
  const drawn = fields.map(([name, field]) => (
    <DeclaredField key={name} entity={entity} name={name} field={field} where={where} widgets={widgets} labelled={fields.length > 1} />
  ));
  return section.blocks ? <>{drawn}</> : <ValueGrid columns={section.columns}>{drawn}</ValueGrid>;
}

export interface DeclaredFieldProps {
  entity: AnyEntity;
  name: string;
  field: AnyField;
  where: Where;
  widgets: DeclaredWidgets;
  /** Shares its section with other fields: a rich text shows its label too. */
  labelled?: boolean;
}

/** One declared field, drawn by its kind (or by the custom component it names). */
export function DeclaredField({ entity, name, field, where, widgets, labelled }: DeclaredFieldProps) {
  const translate = useTranslate();
  const editing = useIsEditing();
  const screen = screenOf(entity);
  const label = `${screen}.fields.${name}`;
  const required = isRequired(field, where === 'create' ? 'create' : 'edit');
  const hintKey = (where === 'create' ? field.createHint : undefined) ?? field.hint;
  const hint = hintKey ? `${screen}.hints.${hintKey}` : undefined;
  if (field.custom) {
    const Custom = widgets.custom[field.custom];
    return Custom ? <Custom /> : null;
  }
  const suggestions = field.choice?.suggestions;
  switch (field.kind) {
    case 'longText':
      if (widgets.textBlock) return <widgets.textBlock source={name} label={label} />;
      return <DetailTextField source={name} label={label} required={required} multiline rows={3} />;
    case 'richText': {
      const shown = labelled ? label : false;
      return where === 'create' ? (
        <RichTextEditor source={name} label={shown} required={required} />
      ) : (
        <DetailRichText source={name} label={shown} required={required} />
      );
    }
    case 'number':
      return <DetailNumberField source={name} label={label} required={required} />;
    case 'date':
      return <DetailDateField source={name} label={label} required={required} />;
    case 'chips':
      return <ChipListInput source={name} label={label} required={required} placeholder={hint ? translate(hint) : undefined} />;
    case 'commaList':
      return <CommaListInput source={name} label={label} required={required} />;
    case 'yesNo':
      return where === 'create' || (editing && !field.fixed) ? <YesNoInput source={name} label={label} /> : <YesNoValue source={name} label={label} />;
    case 'timestamp':
      return <TimestampValue source={name} label={label} />;
    case 'id':
      return <PlainValue source={name} label={label} />;
    case 'object':
      return null;
    case 'choice':
      if (field.choice?.values) {
        const values = (where === 'create' ? field.choice.createValues : undefined) ?? field.choice.values;
        const group = field.choice.labels;
        const choices = values.map((id) => ({ id, name: group ? translate(`${screen}.${group}.${id}`, { _: id }) : id }));
        return <DetailSelectField source={name} label={label} choices={choices} required={required} />;
      }
      break;
    default:
      break;
  }
  if (suggestions && (!field.choice?.suggestOnCreateOnly || where === 'create')) {
    return <SuggestionInput source={name} label={label} suggestions={suggestions} required={required} />;
  }
  const type = field.inputType ?? (field.kind === 'url' ? 'url' : field.kind === 'email' ? 'email' : undefined);
  return (
    <DetailTextField
      source={name}
      label={label}
      required={required}
      type={type}
      helperText={hint}
      display={field.kind === 'url' ? showWebLink : undefined}
    />
  );
}

/** Every resource's yes/no fields share the kit's Yes and No. */
const YES_NO = 'resources.shared.detail';

function YesNoValue({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  return <LabeledValue label={label} value={translate(`${YES_NO}.${readPath(record, source) === true ? 'yes' : 'no'}`)} />;
}

/** Yes / No stored as true / false. */
function YesNoInput({ source, label }: { source: string; label: string }) {
  return (
    <RadioButtonGroupInput
      source={source}
      label={label}
      choices={[
        { id: 'true', name: `${YES_NO}.yes` },
        { id: 'false', name: `${YES_NO}.no` },
      ]}
      format={(value: unknown) => (value === true ? 'true' : 'false')}
      parse={(value: unknown) => value === 'true' || value === true}
      helperText={false}
      row
    />
  );
}

function TimestampValue({ source, label }: { source: string; label: string }) {
  const record = useRecordContext();
  return <LabeledValue label={label} value={formatAuditDate(readPath(record, source) as string | null | undefined)} />;
}

function PlainValue({ source, label }: { source: string; label: string }) {
  const record = useRecordContext();
  return <LabeledValue label={label} value={readPath(record, source)} />;
}
