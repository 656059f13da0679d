/**
 * The detail route's parameter (spec §2): the route declares applicationId while the detail view
 * reads jobApplicationId; react-admin's own route names it id. Whichever is present is used.
 */
import { useParams } from 'react-router-dom';

type Params = Readonly<Record<string, string | undefined>>;

const NAMES = ['applicationId', 'jobApplicationId', 'id'] as const;

export function readApplicationId(params: Params): string {
  for (const name of NAMES) {
    const value = params[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

export function useApplicationId(): string {
  return readApplicationId(useParams());
}
