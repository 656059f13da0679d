/**
 * The relevant-candidates popup (spec §2): sorted by percentage descending, 5 a page, name,
 * rounded percent and an open-in-new-tab button to /jobseekers/{id}. It shows the job's
 * relevantCandidates when the row carries them; otherwise it asks getRelevantCandidates page by
 * page on open, which keeps the jobs list free of 100 nearest-neighbour searches per page.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  TablePagination,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { candidatesTotal } from '../../domain/ai/paging';
import { formatPercent, scoreToPercent } from '../../domain/ai/relevancy';
import { RELEVANT_CANDIDATES_PAGE_SIZE } from '../../domain/constants';
import type { Job, RelevantCandidate } from '../../domain/types';
import type { MarketplaceDataProvider } from '../../providers/types';
import { AiNote } from './AiSection';
import { jobSeekerPath } from './CandidatesTable';

interface Props {
  job: Pick<Job, '_id' | 'title' | 'relevantCandidates'>;
  onClose: () => void;
}

const SIZE = RELEVANT_CANDIDATES_PAGE_SIZE;
const byPercentDesc = (a: RelevantCandidate, b: RelevantCandidate) => b.percentage - a.percentage;

export default function RelevantCandidatesDialog({ job, onClose }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const [page, setPage] = useState(0);
  const given = Array.isArray(job.relevantCandidates) ? [...job.relevantCandidates].sort(byPercentDesc) : null;
  const query = useQuery({
    queryKey: ['ai', 'relevantCandidates', job._id, page, SIZE],
    queryFn: () => dataProvider.getRelevantCandidates(job._id, page, SIZE),
    enabled: given === null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const fetched: RelevantCandidate[] | null = query.data
    ? query.data
        .map((c) => ({ jobSeekerId: c._id, jobSeekerName: c.personalDetails.fullName, percentage: scoreToPercent(c.relevancyScore) }))
        .sort(byPercentDesc)
    : null;
  const rows = given ? given.slice(page * SIZE, (page + 1) * SIZE) : (fetched ?? []);
  const total = given ? given.length : candidatesTotal(page, SIZE, rows.length);
  const loading = given === null && query.isPending;
  // Failed lookups are not shown as errors (spec §8): the popup reads as empty.
  const empty = !loading && rows.length === 0;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="relevant-candidates-title">
      <DialogTitle id="relevant-candidates-title">{translate('app.ai.popup.title', { title: job.title })}</DialogTitle>
      <DialogContent dividers>
        {(loading || query.isFetching) && <LinearProgress />}
        {empty && (
          <AiNote>{translate(page === 0 ? 'app.ai.candidates.none' : 'app.ai.candidates.no_more')}</AiNote>
        )}
        <List dense>
          {rows.map((c) => {
            const name = c.jobSeekerName || translate('app.ai.candidates.unnamed');
            const label = translate('app.ai.candidates.open', { name });
            return (
              <ListItem
                key={c.jobSeekerId}
                divider
                secondaryAction={
                  <IconButton
                    component="a"
                    href={jobSeekerPath(c.jobSeekerId)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    edge="end"
                  >
                    <OpenInNewIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={name}
                  secondary={translate('app.ai.popup.match', { percent: formatPercent(c.percentage, 0) })}
                />
              </ListItem>
            );
          })}
        </List>
        {(page > 0 || total > SIZE) && (
          <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) => setPage(next)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.ai.popup.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
