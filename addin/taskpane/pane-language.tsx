import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { en } from '../strings/en';
import { stringsFor, type PaneLanguageTag, type PaneStrings } from '../strings';

/**
 * The language the pane speaks, for every component below it (docs/addin.md "The pane's
 * language"): the one chosen in the ⋯ menu's languages (panel-tabs.tsx), or — on Automatic —
 * the one `detected` at start (Office's display language; the browser's outside Office).
 * Choosing one re-renders the pane at once; the choice lasts while the pane is open (main.tsx
 * says why it is not kept).
 */
export interface PaneLanguage {
  words: PaneStrings;
  /** The language shown now. */
  language: PaneLanguageTag;
  /** What the menu has chosen: a language, or 'auto' to follow `detected`. */
  choice: PaneLanguageTag | 'auto';
  /** The language Automatic gives: Office's display language (the browser's outside Office), English when the pane has no translation of it. */
  detected: PaneLanguageTag;
  choose(choice: PaneLanguageTag | 'auto'): void;
}

const English: PaneLanguage = { words: en, language: 'en', choice: 'auto', detected: 'en', choose: () => undefined };
const PaneLanguageContext = createContext<PaneLanguage>(English);

export function PaneLanguageProvider({
  detected,
  initial,
  children,
}: {
  detected: PaneLanguageTag;
  initial: PaneLanguageTag | 'auto';
  children: ReactNode;
}) {
  const [choice, setChoice] = useState(initial);
  const language = choice === 'auto' ? detected : choice;
  // The page says its language, for screen readers' voices.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(
    () => ({ words: stringsFor(language), language, choice, detected, choose: setChoice }),
    [language, choice, detected],
  );
  return <PaneLanguageContext.Provider value={value}>{children}</PaneLanguageContext.Provider>;
}

/** The pane's language and its chooser. */
export function usePaneLanguage(): PaneLanguage {
  return useContext(PaneLanguageContext);
}

/** The pane's words in its language now. */
export function useStrings(): PaneStrings {
  return useContext(PaneLanguageContext).words;
}
