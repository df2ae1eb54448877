import type { DecapCms } from "./decap-globals";

/**
 * Decap's Portuguese for a value that does not match its field's pattern wraps the site's own
 * sentence (cms-fields.ts) in "<campo> não corresponde com o padrão: …." — the label twice, a double
 * full stop. The site's sentence says it all, under the field, so it is shown alone.
 */
export function calmPatternMessages(cms: DecapCms): void {
  const phrases = cms.getLocale("pt");
  if (!phrases) throw new Error("Decap CMS has no Portuguese phrases");
  const copy = structuredClone(phrases) as { editor?: { editorControlPane?: { widget?: Record<string, string> } } };
  const widget = copy.editor?.editorControlPane?.widget;
  if (!widget) throw new Error("Decap CMS's Portuguese phrases have no messages for fields");
  widget.regexPattern = "%{pattern}";
  cms.registerLocale("pt", copy as Record<string, unknown>);
}
