import { useState } from 'react';

/** The answers of a sheet by item id, as its inputs hold them. */
type SheetAnswers = Record<string, unknown>;

const storageKey = (key: string) => `hub:sheet-draft:${key}`;

const readDraft = <Answers extends SheetAnswers>(key: string): Answers | null => {
  try {
    const text = window.sessionStorage.getItem(storageKey(key));
    return text ? (JSON.parse(text) as Answers) : null;
  } catch {
    return null;
  }
};

const writeDraft = (key: string, answers: SheetAnswers): void => {
  try {
    window.sessionStorage.setItem(storageKey(key), JSON.stringify(answers));
  } catch {
    // Storage full or refused: the answers stay on screen, only the safety copy is missing.
  }
};

const removeDraft = (key: string): void => {
  try {
    window.sessionStorage.removeItem(storageKey(key));
  } catch {
    // Nothing was kept.
  }
};

const sameAnswers = (a: SheetAnswers, b: SheetAnswers): boolean =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export type SheetDraft<Answers extends SheetAnswers> = {
  answers: Answers;
  change: (update: (current: Answers) => Answers) => void;
  /** The answers on screen came back from an earlier visit, not from the last save. */
  restored: boolean;
  /** After a save: the saved answers are the reference again. */
  clear: () => void;
  /** Back to the saved answers. */
  discard: () => void;
};

/**
 * The answers typed on a sheet, kept in the tab's session storage until they are saved: a refused
 * save, a detour to supply what refused it, a reload or an expired session loses nothing typed.
 * `key` names the sheet and whose answers it holds; `saved` are the answers the server has.
 */
export const useSheetDraft = <Answers extends SheetAnswers>(
  key: string,
  saved: () => Answers,
): SheetDraft<Answers> => {
  const [initial] = useState(() => {
    const reference = saved();
    const draft = readDraft<Answers>(key);
    const restored = draft !== null && !sameAnswers(draft, reference);
    return { answers: restored ? draft : reference, restored };
  });
  const [answers, setAnswers] = useState(initial.answers);
  const [restored, setRestored] = useState(initial.restored);
  return {
    answers,
    restored,
    change: (update) =>
      setAnswers((current) => {
        const next = update(current);
        writeDraft(key, next);
        return next;
      }),
    clear: () => {
      removeDraft(key);
      setRestored(false);
    },
    discard: () => {
      removeDraft(key);
      setRestored(false);
      setAnswers(saved());
    },
  };
};
