/**
 * /job-applications/{applicationId} (spec §2): application tracking in a panel over the list.
 * Closing the panel goes back in history.
 */
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { DetailPage } from '../shared/detail';
import { ApplicationPanelContent, type ApplicationRecord } from './ApplicationPanelContent';
import { useApplicationId } from './applicationId';
import { usePanelClose } from './usePanelClose';

const T = 'resources.job-applications.screen';

export function JobApplicationShow() {
  const translate = useTranslate();
  const id = useApplicationId();
  const close = usePanelClose();
  return (
    <Drawer
      anchor="right"
      open
      onClose={close}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: 760 }, maxWidth: '100%' }, 'aria-label': translate(`${T}.title`) } }}
    >
      <Stack
        direction="row"
        alignItems="center"
        sx={{ px: { xs: 1.5, sm: 3 }, py: 1, borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 2 }}
      >
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {translate(`${T}.title`)}
        </Typography>
        <IconButton aria-label={translate(`${T}.close`)} onClick={close} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: { xs: 1.5, sm: 3 }, pb: 3 }}>
        <DetailPage<ApplicationRecord> resource="job-applications" id={id} loadFailureMessage={`${T}.errors.fetch`}>
          <ApplicationPanelContent />
        </DetailPage>
      </Box>
    </Drawer>
  );
}
