/**
 * The console's look, in a light and a dark version: react-admin's default themes with the
 * spec's blue primary and an Inter-based font stack. Every colour a screen draws text or a status
 * with comes from these palettes (tests/unit/themeContrast.test.ts holds them to WCAG AA), so a
 * screen stays readable in both themes without colours of its own.
 */
import { alpha, type Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

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

/** What both themes share: shape, type, the flat top bar and the menu's active entry. */
const shared: RaThemeOptions = {
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
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          borderBottom: `1px solid ${theme.palette.divider}`,
          backgroundColor: theme.palette.background.paper,
          backgroundImage: 'none',
        }),
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          margin: '2px 8px',
          borderRadius: 8,
          '&.RaMenuItemLink-active': {
            color: theme.palette.primary.main,
            backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
            fontWeight: 600,
          },
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: theme.palette.primary.main },
        }),
      },
    },
  },
};

/**
 * Status chips are filled with `<status>.main` and written in its contrastText; MUI's own orange
 * (light) and red (dark) fail AA with white text, hence the darker amber and the softer reds here.
 */
export const theme: RaThemeOptions = deepmerge(deepmerge(defaultLightTheme, shared), {
  palette: {
    mode: 'light',
    primary: { main: '#1e5bd8', light: '#4f7fe6', dark: '#143f99', contrastText: '#ffffff' },
    secondary: { main: '#0f2a5c', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
  },
} satisfies RaThemeOptions);

/** The dark theme: a navy night background, the same blue made lighter so it reads on it. */
export const darkTheme: RaThemeOptions = deepmerge(deepmerge(defaultDarkTheme, shared), {
  palette: {
    mode: 'dark',
    primary: { main: '#7ea6ff', light: '#a9c4ff', dark: '#4f7fe6', contrastText: '#0b1a3a' },
    secondary: { main: '#a9c4ff', contrastText: '#0b1a3a' },
    success: { main: '#66bb6a', contrastText: '#0b1f0c' },
    warning: { main: '#ffb74d', contrastText: '#2b1700' },
    error: { main: '#f28b82', contrastText: '#2d0707' },
    background: { default: '#0f1420', paper: '#171d2b' },
    text: { primary: '#e8ecf4', secondary: '#aab4c8', disabled: 'rgba(232, 236, 244, 0.5)' },
    divider: 'rgba(232, 236, 244, 0.14)',
  },
} satisfies RaThemeOptions);
