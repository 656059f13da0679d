/**
 * A candidate's skill match on a phone: one short line ('5 of 6 skills') that opens the chips.
 * Every chip under every name made each Relevant Candidates row ~235 px high on a 390 px screen
 * (five rows: a screen and a half) before staff could compare the scores.
 */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SkillMatch } from '../../domain/ai/match';
import { SkillChips } from './SkillChips';

export function SkillSummary({ match }: { match: SkillMatch | null | undefined }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const chipsId = useId();
  if (!match) return null;
  const matched = match.matchedSkills.length;
  const total = matched + match.missingSkills.length;
  if (total === 0) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('app.ai.skills.none_required')}
      </Typography>
    );
  }
  return (
    <>
      <Button
        size="small"
        color={matched === total ? 'success' : 'inherit'}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={chipsId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ px: 0.5, ml: -0.5, minWidth: 0, fontWeight: 500, color: matched === total ? undefined : 'text.secondary' }}
      >
        {translate('app.ai.skills.summary', { matched, smart_count: total })}
      </Button>
      {open ? (
        <Box id={chipsId} sx={{ mt: 0.5 }}>
          <SkillChips match={match} />
        </Box>
      ) : null}
    </>
  );
}
