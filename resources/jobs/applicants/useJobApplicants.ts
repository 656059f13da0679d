/**
 * The applicant list state of spec §4: a request sets loading and clears the error; success
 * stores the rows and the total; failure stores the error. react-query holds exactly that, per
 * page, and answers only the latest page asked for.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MarketplaceDataProvider } from '../../../providers/types';

export function useJobApplicants(jobId: string, page: number, rowsPerPage: number) {
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const query = useQuery({
    queryKey: ['jobs', 'applicants', jobId, page, rowsPerPage],
    queryFn: () => dataProvider.getJobApplicants(jobId, page, rowsPerPage),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    loading: query.isFetching,
    rows: query.data?.content ?? [],
    total: query.data?.totalElements ?? 0,
    error: query.isError ? query.error : null,
    reload: query.refetch,
  };
}
