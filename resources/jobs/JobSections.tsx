/**
 * The job's hand-drawn parts, by the names its field declaration (domain/entities/jobs.ts) gives
 * them, and the editor of its multi-line texts: the detail page and /jobs/new draw
 * every other field from the declaration.
 */
import type { ComponentType } from 'react';
import type { DeclaredWidgets } from '../shared/detail/DeclaredSection';
import { TextBlock } from './inputs/TextBlock';
import { CompanyPicker } from './pickers/CompanyPicker';
import { EmployerPicker } from './pickers/EmployerPicker';

/** The job's widgets with the parts a page adds (detail: company details, audit, applicants; create: SEO metadata without URL). */
export function jobWidgets(custom: Readonly<Record<string, ComponentType>>): DeclaredWidgets {
  return {
    custom: { companyPicker: CompanyPicker, employerPicker: EmployerPicker, ...custom },
    textBlock: TextBlock,
  };
}
