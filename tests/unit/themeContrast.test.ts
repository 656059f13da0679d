/**
 * Both themes keep WCAG AA contrast (issue 14): 4.5:1 for text, 3:1 for UI marks such as the
 * list's status dots. The pairs are the ones every main screen draws: body and secondary text on
 * the page and on cards, the blue primary (links, outlined buttons, the menu's active entry) and
 * the status chips (filled with <status>.main, written in its contrastText).
 */
import { createTheme, type Palette } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, theme as lightTheme } from '../../src/theme';

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!rgb) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = 1] = rgb[1].split(',').map(Number);
  return [r, g, b, a];
}

/** The colour seen when `top` (maybe translucent) is drawn over the opaque `under`. */
function over(top: string, under: string): Rgba {
  const [r, g, b, a] = parse(top);
  const [r2, g2, b2] = parse(under);
  return [r * a + r2 * (1 - a), g * a + g2 * (1 - a), b * a + b2 * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(over(foreground, background)), luminance(parse(background))].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

interface Pair {
  name: string;
  fg: string;
  bg: string;
  min: number;
}

const TEXT = 4.5;
const UI = 3;
const STATUSES = ['success', 'warning', 'error'] as const;

function pairsOf(p: Palette): Pair[] {
  const chipGrey = p.mode === 'light' ? p.grey[300] : p.grey[700];
  return [
    ...(['default', 'paper'] as const).flatMap((surface) => [
      { name: `text.primary on background.${surface}`, fg: p.text.primary, bg: p.background[surface], min: TEXT },
      { name: `text.secondary on background.${surface}`, fg: p.text.secondary, bg: p.background[surface], min: TEXT },
      { name: `primary.main on background.${surface}`, fg: p.primary.main, bg: p.background[surface], min: TEXT },
    ]),
    { name: 'primary.contrastText on primary.main', fg: p.primary.contrastText, bg: p.primary.main, min: TEXT },
    { name: 'error.main on background.paper (form errors)', fg: p.error.main, bg: p.background.paper, min: TEXT },
    { name: 'text.primary on the default chip', fg: p.text.primary, bg: chipGrey, min: TEXT },
    ...STATUSES.flatMap((status) => [
      { name: `${status} chip text`, fg: p[status].contrastText, bg: p[status].main, min: TEXT },
      { name: `${status} dot on background.paper`, fg: p[status].main, bg: p.background.paper, min: UI },
    ]),
  ];
}

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('the %s theme', (mode, options) => {
  const palette = createTheme(options).palette;

  it('is the mode it says, with the spec font', () => {
    expect(palette.mode).toBe(mode);
    expect(createTheme(options).typography.fontFamily).toMatch(/^Inter,/);
  });

  it.each(pairsOf(palette).map((pair) => [pair.name, pair] as const))('keeps AA: %s', (_name, pair) => {
    expect(contrast(pair.fg, pair.bg)).toBeGreaterThanOrEqual(pair.min);
  });

  it('keeps the primary colour blue', () => {
    const [r, g, b] = parse(palette.primary.main);
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
  });
});

describe('the contrast measure', () => {
  it('matches known WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('rgba(0, 0, 0, 0.6)', '#ffffff')).toBeCloseTo(contrast('#666666', '#ffffff'), 1);
  });
});
