/**
 * 'Relevant Candidates' of a job (spec §2, §4): Name, Score (percent, one decimal), the skills
 * behind the match (beyond the spec; on a phone a '5 of 6 skills' line under the name that opens
 * them) and Actions (the seeker in a new tab); 5 a page, with the total rule of domain/ai/paging.ts so Next stays enabled while pages are full.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { candidatesTotal } from '../../domain/ai/paging';
import { formatPercent, scoreToPercent } from '../../domain/ai/relevancy';
import { RELEVANT_CANDIDATES_PAGE_SIZE } from '../../domain/constants';
import { SCROLL_IN_PLACE_SX } from '../components/scrollInPlace';
import type { MarketplaceDataProvider } from '../../providers/types';
import { AiNote } from './AiSection';
import { SkillChips } from './SkillChips';
import { SkillSummary } from './SkillSummary';

export const jobSeekerPath = (id: string) => `/jobseekers/${encodeURIComponent(id)}`;

export function CandidatesTable({ jobId }: { jobId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MarketplaceDataProvider>();
  const [page, setPage] = useState(0);
  // On a phone the skills' summary goes under the name, so Name, Score and Actions fit without scrolling.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = compact ? 3 : 4;
  const size = RELEVANT_CANDIDATES_PAGE_SIZE;
  const query = useQuery({
    queryKey: ['ai', 'relevantCandidates', jobId, page, size],
    queryFn: () => dataProvider.getRelevantCandidates(jobId, page, size),
    placeholderData: keepPreviousData,
    retry: false,
  });

  if (query.isPending) return <LinearProgress aria-label={translate('app.ai.candidates.title')} />;
  // Failed lookups are not shown to the user (spec §8): the part reads as unavailable.
  if (query.isError) return <AiNote>{translate('app.ai.not_available')}</AiNote>;
  const rows = query.data;
  if (rows.length === 0 && page === 0) return <AiNote>{translate('app.ai.candidates.none')}</AiNote>;

  return (
    <>
      {query.isFetching && <LinearProgress sx={{ mb: 0.5 }} />}
      <TableContainer sx={SCROLL_IN_PLACE_SX}>
        <Table size="small" aria-label={translate('app.ai.candidates.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.ai.candidates.name')}</TableCell>
              <TableCell align="right">{translate('app.ai.candidates.score')}</TableCell>
              {!compact && <TableCell>{translate('app.ai.candidates.skills')}</TableCell>}
              <TableCell align="right">{translate('app.ai.candidates.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns}>
                  <AiNote>{translate('app.ai.candidates.no_more')}</AiNote>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((candidate) => {
                const name = candidate.personalDetails.fullName || translate('app.ai.candidates.unnamed');
                const label = translate('app.ai.candidates.open', { name });
                return (
                  <TableRow key={candidate._id} hover>
                    <TableCell>
                      {name}
                      {compact && (
                        <Box sx={{ mt: 0.25 }}>
                          <SkillSummary match={candidate.match} />
                        </Box>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {formatPercent(scoreToPercent(candidate.relevancyScore), 1)}
                    </TableCell>
                    {!compact && (
                      <TableCell sx={{ minWidth: 180 }}>
                        <SkillChips match={candidate.match} />
                      </TableCell>
                    )}
                    <TableCell align="right">
                      <Tooltip title={label}>
                        <IconButton
                          component="a"
                          href={jobSeekerPath(candidate._id)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={label}
                          size="small"
                        >
                          <OpenInNewIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={candidatesTotal(page, size, rows.length)}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => setPage(next)}
      />
    </>
  );
}
