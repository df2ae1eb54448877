import { DEFAULT_LANGUAGE, type Language } from "../../lib/i18n/languages";

/**
 * The language the editor last typed in: the preview shows the page in it. Fields hold both
 * languages side by side, so the focused side is what "the language being edited" means.
 */
let current: Language = DEFAULT_LANGUAGE;
const listeners = new Set<(language: Language) => void>();

export const editingLanguage = (): Language => current;

export function setEditingLanguage(language: Language): void {
  if (language === current) return;
  current = language;
  listeners.forEach((listener) => listener(language));
}

export function onEditingLanguage(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
