import { useEffect, useRef, useState } from 'react';

/** Typing pause after which the text is searched: one request per pause, not per key. */
export const SETTLE_MS = 250;

/**
 * The text as typed, and the search key it settles into once typing pauses. `settled` says
 * whether the key is the text now shown, so a search's answer is only offered for that text.
 */
export const useSettledSearch = () => {
  const [typed, setTyped] = useState('');
  const [key, setKey] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (text: string, settleNow: boolean) => {
    setTyped(text);
    clearTimeout(timer.current);
    if (settleNow) setKey(text.trim());
    else timer.current = setTimeout(() => setKey(text.trim()), SETTLE_MS);
  };
  return { typed, key, type, settled: typed.trim() === key };
};
