/**
 * Company logos (spec §5, §7): png/jpeg/jpg up to 2 MB in the company-logo bucket, named company
 * name + timestamp + original name. The old logo is deleted once a save replaced or removed it.
 */
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { BUCKETS, LOGO_EXTENSIONS, LOGO_MAX_BYTES, MB } from '../../domain/constants';
import type { MarketplaceDataProvider } from '../../providers/types';
import { UserFacingError, fileNameOfUrl } from '../shared/detail';

export const LOGO_UPLOAD = { extensions: LOGO_EXTENSIONS, maxMb: LOGO_MAX_BYTES / MB } as const;

/** Letters, digits, dots and dashes only, so the name is a safe object name everywhere. */
const safePart = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');

/** e.g. ('Maison Éclat', 1732260000000, 'my logo.PNG') → 'Maison-Eclat_1732260000000_my-logo.PNG' */
export function logoObjectName(companyName: string, timestamp: number, originalName: string): string {
  return [safePart(companyName) || 'company', String(timestamp), safePart(originalName) || 'logo'].join('_');
}

/** The original file name inside a stored logo's object name (as logoObjectName builds it), else the object name. */
export function logoDisplayName(url: string): string {
  const object = fileNameOfUrl(url);
  return /^.+?_\d{10,}_(.+)$/.exec(object)?.[1] ?? object;
}

export function useLogoFiles() {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const upload = useCallback(
    async (file: File, companyName: string): Promise<string> => {
      try {
        const { url } = await dataProvider.uploadFile(BUCKETS.companyLogo, file, logoObjectName(companyName, Date.now(), file.name));
        return url;
      } catch {
        throw new UserFacingError('resources.companies.screen.upload_failed');
      }
    },
    [dataProvider],
  );
  /** Best effort: a logo left behind in the store must not turn a successful save into a failure. */
  const remove = useCallback(
    async (url: string | null | undefined) => {
      if (!url) return;
      try {
        await dataProvider.deleteFile(url);
      } catch {
        // The record no longer points at it; nothing the user can act on.
      }
    },
    [dataProvider],
  );
  return { upload, remove };
}
