/**
 * updateJobApplicationById with a status or a note (spec §7). The server appends it to the
 * history or the notes with the date and the signed-in changer; afterwards the application and
 * the list reload, whether the call worked or not (someone else may have changed it meanwhile).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RaRecord, useDataProvider } from 'react-admin';
import type { ApplicationStatus } from '../../domain/enums';

export type ApplicationChange = { status: ApplicationStatus } | { note: string };

export function useApplicationUpdate(record: RaRecord) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ApplicationChange) =>
      dataProvider.update('job-applications', { id: record.id, data: change, previousData: record }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['job-applications'] }),
  });
}
