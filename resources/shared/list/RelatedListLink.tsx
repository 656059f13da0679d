/** A quiet link under a list's header to a related list (companies → company requests). */
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export function RelatedListLink({ to, label }: { to: string; label: string }) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} size="small" endIcon={<ArrowForwardIcon fontSize="small" />} sx={{ mt: -1.5, mb: 1.5, px: 0.5 }}>
      {translate(label)}
    </Button>
  );
}
