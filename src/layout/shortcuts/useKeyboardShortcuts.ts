import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  FILTERS_BUTTON_SELECTOR,
  FOCUS_FILTERS_KEY,
  GO_TO_LIST,
  HELP_KEY,
  LEADER_KEY,
  SEQUENCE_MS,
  leftAlone,
} from './shortcuts';

/** Listens for the console's shortcuts on the whole page; `onHelp` opens the list of them. */
export function useKeyboardShortcuts(onHelp: () => void): void {
  const navigate = useNavigate();
  const leaderAt = useRef<number | undefined>(undefined);
  const help = useRef(onHelp);
  help.current = onHelp;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (leftAlone(event)) {
        leaderAt.current = undefined;
        return;
      }
      const afterLeader = leaderAt.current !== undefined && event.timeStamp - leaderAt.current <= SEQUENCE_MS;
      leaderAt.current = undefined;
      if (afterLeader) {
        const target = GO_TO_LIST.find(([letter]) => letter === event.key);
        if (target) {
          event.preventDefault();
          navigate(`/${target[1]}`);
          return;
        }
      }
      if (event.key === LEADER_KEY) {
        leaderAt.current = event.timeStamp;
      } else if (event.key === FOCUS_FILTERS_KEY) {
        const button = document.querySelector<HTMLElement>(FILTERS_BUTTON_SELECTOR);
        if (!button) return;
        // Otherwise the browser's quick find would take the key.
        event.preventDefault();
        button.focus();
      } else if (event.key === HELP_KEY) {
        event.preventDefault();
        help.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
