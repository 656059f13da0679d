/** Explainable match (beyond the spec): the job's required skills the seeker has, and those missing. */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SkillMatch } from '../../domain/ai/match';

/**
 * A long skill ('Email and Chat Support') wraps inside its chip when the chip is wider than the
 * room it has (a phone): MUI Chips keep one line and would widen a table cell, and with it the page.
 * A chip that fits keeps the small chip's 24 px height and looks as before.
 */
const wrapping = {
  height: 'auto',
  minHeight: 24,
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'break-word' },
} as const;

export function SkillChips({ match }: { match: SkillMatch | null | undefined }) {
  const translate = useTranslate();
  if (!match) return null;
  if (match.matchedSkills.length === 0 && match.missingSkills.length === 0) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('app.ai.skills.none_required')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" gap={0.5} data-testid="skill-match">
      {match.matchedSkills.map((skill) => (
        <Chip
          key={`has-${skill}`}
          size="small"
          color="success"
          variant="outlined"
          icon={<CheckIcon />}
          label={skill}
          aria-label={translate('app.ai.skills.matched_skill', { skill })}
          sx={wrapping}
        />
      ))}
      {match.missingSkills.map((skill) => (
        <Chip
          key={`missing-${skill}`}
          size="small"
          variant="outlined"
          icon={<CloseIcon />}
          label={skill}
          aria-label={translate('app.ai.skills.missing_skill', { skill })}
          sx={{ ...wrapping, color: 'text.secondary', borderStyle: 'dashed' }}
        />
      ))}
    </Stack>
  );
}
