/**
 * The console's keyboard shortcuts (issue 14), for staff who live in the lists all day: `/` puts
 * the focus on the list's Smart Filters button, `g` then a letter opens a list, `?` shows them all.
 * They stay out of the way of writing: never while typing in a field or the rich-text editor, nor
 * with Ctrl, Alt or ⌘ held (the browser's and the system's own shortcuts).
 */
import type { ResourceName } from '../../../resources/shared/definition';
import { FILTERS_BUTTON_MARK } from '../../../resources/shared/list/filtersButtonMark';

/** `g` followed by one of these letters opens that list. */
export const GO_TO_LIST: ReadonlyArray<readonly [letter: string, resource: ResourceName]> = [
  ['j', 'jobs'],
  ['c', 'companies'],
  ['s', 'jobseekers'],
  ['e', 'employers'],
  ['a', 'job-applications'],
  ['r', 'company-requests'],
];

export const LEADER_KEY = 'g';
export const FOCUS_FILTERS_KEY = '/';
export const HELP_KEY = '?';
/** The chord that opens the global search from anywhere, as this computer names it; handled by src/layout/search/GlobalSearch. */
export const searchKeyLabel = () => (typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K');

/** How long after `g` the second letter still counts. */
export const SEQUENCE_MS = 1500;

/** The control `/` focuses: the Smart Filters button of the list on screen. */
export const FILTERS_BUTTON_SELECTOR = Object.entries(FILTERS_BUTTON_MARK)
  .map(([name, value]) => `[${name}="${value}"]`)
  .join('');

/** Whether a key press lands where the user is writing: a field, a select or rich text. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [role="textbox"], [role="combobox"]')) return true;
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** Whether a key press is one the shortcuts must leave alone. */
export function leftAlone(event: KeyboardEvent): boolean {
  return event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented || isTyping(event.target);
}
