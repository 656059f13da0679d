/** The console's look: react-admin's default theme with a blue primary and an Inter-based font stack. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const FONT_STACK = [
  'Inter',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const SIDEBAR_WIDTH = 232;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1e5bd8', light: '#4f7fe6', dark: '#143f99', contrastText: '#ffffff' },
    secondary: { main: '#0f2a5c' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: FONT_STACK,
    h4: { fontWeight: 600 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: { root: { borderBottom: '1px solid #e3e8f2', backgroundColor: '#ffffff' } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          margin: '2px 8px',
          borderRadius: 8,
          '&.RaMenuItemLink-active': { color: '#1e5bd8', backgroundColor: 'rgba(30, 91, 216, 0.08)', fontWeight: 600 },
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: '#1e5bd8' },
        },
      },
    },
  },
};
