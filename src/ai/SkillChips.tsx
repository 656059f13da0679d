/** Explainable match (beyond the spec): the job's required skills the seeker has, and those missing. */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SkillMatch } from '../../domain/ai/match';

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
          sx={{ color: 'text.secondary', borderStyle: 'dashed' }}
        />
      ))}
    </Stack>
  );
}
