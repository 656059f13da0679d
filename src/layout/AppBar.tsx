import { Box, Typography } from '@mui/material';
import DiamondIcon from '@mui/icons-material/DiamondOutlined';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { AvatarMenu } from './AvatarMenu';
import { GlobalSearch } from './search/GlobalSearch';
import { useThemeFollowsUser } from './theme/useThemeFollowsUser';

export function AppBar() {
  const translate = useTranslate();
  useThemeFollowsUser();
  return (
    <RaAppBar
      userMenu={<AvatarMenu />}
      toolbar={
        <>
          <GlobalSearch />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
      color="inherit"
      alwaysOn
    >
      <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, mr: 3 }}>
        <DiamondIcon color="primary" aria-hidden />
        <Typography variant="subtitle1" fontWeight={700} color="primary" noWrap>
          {translate('app.name')}
        </Typography>
      </Box>
      <TitlePortal variant="h6" />
    </RaAppBar>
  );
}
