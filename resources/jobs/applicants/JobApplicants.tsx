/**
 * The job's applicants (spec §2 job detail, §4 applicant list): name, email, status and date of
 * each application, paged in the section itself (shared table: page 0, 10 rows, no size choice).
 * On a phone the rows are the console's list cards, so the section fits the screen.
 */
import { Box, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ApplicantRow } from '../../../domain/types';
import { ErrorBlock } from '../../../ui/components/ErrorBlock';
import { RowActionLink, RowActionStyles } from '../../../ui/components/RowAction';
import { SCROLL_IN_PLACE_SX } from '../../../ui/components/scrollInPlace';
import { SkeletonList } from '../../../ui/components/SkeletonList';
import { useToast } from '../../../ui/components/toast';
import { StatusDot } from '../../shared/cells';
import { formatListDate } from '../../shared/dates';
import { capitalise } from '../../shared/format';
import { CardList, ListCard } from '../../shared/list/ListCards';
import { detailPath } from '../../../ui/paths';
import { useJobApplicants } from './useJobApplicants';

export const APPLICANTS_PER_PAGE = 10;
const T = 'resources.jobs.screen.applicants';

export function JobApplicants({ jobId }: { jobId: string }) {
  const translate = useTranslate();
  const { showToast } = useToast();
  const [page, setPage] = useState(0);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { loading, rows, total, error, reload } = useJobApplicants(jobId, page, APPLICANTS_PER_PAGE);
  const failed = translate(`${T}.failed`);

  // spec §8: 'Failed to fetch job applications' is an error toast; said once per failure
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (error && toasted.current !== error) showToast(failed, 'error');
    toasted.current = error;
  }, [error, failed, showToast]);

  if (error) return <ErrorBlock message={failed} onRetry={() => void reload()} />;
  if (loading && rows.length === 0) return <SkeletonList />;
  if (total === 0) return <Typography color="text.secondary">{translate(`${T}.none`)}</Typography>;
  const status = (row: ApplicantRow) => <StatusDot status={row.status} label={capitalise(row.status)} />;
  const open = (row: ApplicantRow) => (
    <RowActionLink
      to={detailPath('job-applications', row._id)}
      icon="open"
      label={translate(`${T}.open_application`, { name: row.name ?? '' })}
    />
  );
  return (
    <>
      <RowActionStyles />
      {isPhone ? (
        <CardList label={translate(`${T}.title`)} busy={loading}>
          {rows.map((row) => (
            <ListCard
              key={row._id}
              title={row.name || '-'}
              to={detailPath('job-applications', row._id)}
              actions={open(row)}
              fields={[
                { key: 'email', label: translate(`${T}.email`), value: row.email || '-' },
                { key: 'status', label: translate(`${T}.status`), value: status(row) },
                { key: 'applied', label: translate(`${T}.applied`), value: formatListDate(row.createdAt) || '-' },
              ]}
            />
          ))}
        </CardList>
      ) : (
        <Box sx={SCROLL_IN_PLACE_SX}>
          <Table size="small" aria-label={translate(`${T}.title`)} aria-busy={loading}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.name`)}</TableCell>
                <TableCell>{translate(`${T}.email`)}</TableCell>
                <TableCell>{translate(`${T}.status`)}</TableCell>
                <TableCell>{translate(`${T}.applied`)}</TableCell>
                <TableCell align="right">{translate(`${T}.open`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row._id}>
                  <TableCell>{row.name || '-'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{row.email || '-'}</TableCell>
                  <TableCell>{status(row)}</TableCell>
                  <TableCell>{formatListDate(row.createdAt) || '-'}</TableCell>
                  <TableCell align="right">{open(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <TablePagination
        component="div"
        count={total}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={APPLICANTS_PER_PAGE}
        rowsPerPageOptions={[]}
      />
    </>
  );
}
