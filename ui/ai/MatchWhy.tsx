/**
 * Why a score is what it is (beyond the spec), under the skills: the seniority fit ('Seniority:
 * 8 years; the job asks 5+'), the seeker's own role when it is above the opening's level (the
 * score counts a store manager for the counter a little less, and recruiters weigh the
 * over-qualification), the closest phrases of the résumé for the job's main requirements, and, for
 * an ad with a short skills list, the ad's words the profile shares (what the score reads in
 * place of the skills the list lacks).
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MatchExplanation } from '../../domain/ai/match';

type Why = Pick<MatchExplanation, 'seekerYears' | 'requiredYears' | 'roleAboveOpening' | 'evidence' | 'adWords'>;

export function MatchWhy({ match }: { match: Why | null | undefined }) {
  const translate = useTranslate();
  if (!match) return null;
  const { seekerYears = null, requiredYears = null, roleAboveOpening = null, evidence = [], adWords = [] } = match;
  const years = seekerYears === null ? translate('app.ai.why.years_unknown') : translate('app.ai.why.years', { smart_count: seekerYears });
  const seniority =
    requiredYears !== null
      ? translate('app.ai.why.seniority', { years, required: requiredYears })
      : seekerYears !== null
        ? translate('app.ai.why.seniority_no_minimum', { years })
        : null;
  const roleAbove = roleAboveOpening ? translate('app.ai.why.role_above', { role: roleAboveOpening }) : null;
  const sharedWords = adWords.length > 0 ? translate('app.ai.why.ad_words', { words: adWords.join(', ') }) : null;
  if (!seniority && !roleAbove && !sharedWords && evidence.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }} data-testid="match-why">
      {seniority && <Typography variant="body2">{seniority}</Typography>}
      {roleAbove && <Typography variant="body2">{roleAbove}</Typography>}
      {sharedWords && <Typography variant="body2">{sharedWords}</Typography>}
      {evidence.length > 0 && (
        <>
          <Typography variant="overline" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('app.ai.why.evidence')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {evidence.map((item) => (
              <Typography component="li" variant="body2" key={item.requirement}>
                {translate('app.ai.why.evidence_item', { requirement: item.requirement, phrase: item.phrase })}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
