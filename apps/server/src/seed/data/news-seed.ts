/** The shape of a demo news item, and the probes hidden in one (kept apart from news-texts.ts,
 * which imports every language's items: those import these, so one file would be an import circle). */
export interface NewsSeed {
  title: string;
  html: string;
  pinned?: boolean;
  /** days from the seed day; negative = in the past */
  publishDays: number;
  expireDays?: number;
}

/**
 * What an editor might paste by mistake, hidden in the account-safety item of every language:
 * a script tag and an event handler. The sanitizer drops both before the item is stored, and
 * the journey checks that nothing of them runs (window.__newsScriptRan stays unset). No member
 * sees either: the handler sits on text that is kept, the script has no text to show.
 */
export const SCRIPT_PROBE = '<script>window.__newsScriptRan = true</script>';
export const HANDLER_PROBE = 'onerror="window.__newsScriptRan = true"';

