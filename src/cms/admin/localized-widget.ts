import { LANGUAGES, type Language } from "../../lib/i18n/languages";
import type { ClassSpec, CreateElement, ImmutableLike, WidgetProps } from "./decap-globals";
import { setEditingLanguage } from "./editing-language";

/** The editor's words for each language of the site. */
export const LANGUAGE_NAMES: Record<Language, string> = { pt: "Português", en: "Inglês" };

/** What the editor sees when one language of a text is missing: Decap shows it under the field. */
export const MISSING_TRANSLATION: Record<Language, string> = {
  pt: "Falta o texto em português.",
  en: "Falta o texto em inglês.",
};

const isImmutable = (value: unknown): value is ImmutableLike =>
  typeof value === "object" && value !== null && typeof (value as ImmutableLike).get === "function";

/** One language's text of a `{ pt, en }` value, whether Decap holds it as an immutable map or a plain object. */
export function textIn(value: unknown, language: Language): string {
  const text = isImmutable(value)
    ? value.get(language)
    : typeof value === "object" && value !== null
      ? (value as Record<string, unknown>)[language]
      : undefined;
  return typeof text === "string" ? text : "";
}

/**
 * The problem with a value, in the editor's language, or null: both languages are needed once either
 * is written, and each must have the field's format when it has one (a slug), named by its language.
 */
export function localizedProblem(value: unknown, required: boolean, maxLength: number | undefined, pattern?: readonly [string, string]): string | null {
  const texts = LANGUAGES.map((language) => [language, textIn(value, language)] as const);
  const written = texts.filter(([, text]) => text.trim() !== "");
  if (written.length === 0 && !required) return null;
  const missing = texts.find(([, text]) => text.trim() === "");
  if (missing) return MISSING_TRANSLATION[missing[0]];
  const long = maxLength === undefined ? undefined : texts.find(([, text]) => text.length > maxLength);
  if (long && maxLength !== undefined) return `O texto em ${LANGUAGE_NAMES[long[0]].toLowerCase()} tem ${long[1].length} caracteres; cabem ${maxLength}.`;
  const [source, whenInvalid] = pattern ?? [];
  const unformatted = source === undefined ? undefined : texts.find(([, text]) => !new RegExp(source).test(text));
  if (unformatted) return `${LANGUAGE_NAMES[unformatted[0]]}: ${whenInvalid ?? ""}`;
  return null;
}

/** A field's `text_pattern` (cms-fields.ts), as Decap holds the configuration (an immutable list) or as plain JSON. */
export function textPatternOf(field: ImmutableLike): [string, string] | undefined {
  const raw = field.get("text_pattern");
  const pattern: unknown = isImmutable(raw) ? raw.toJS() : raw;
  if (!Array.isArray(pattern)) return undefined;
  const [source, whenInvalid]: unknown[] = pattern;
  return typeof source === "string" && typeof whenInvalid === "string" ? [source, whenInvalid] : undefined;
}

/**
 * The control of a text in both languages: Portuguese and English side by side (one above the other
 * on a narrow window), each with its language named and, where the page has limited room, a count.
 */
export function localizedControl(h: CreateElement): ClassSpec<WidgetProps> {
  return {
    isValid(): true | { error: { message: string } } {
      const field = this.props.field;
      const problem = localizedProblem(this.props.value, field.get("required") !== false, field.get("max_length") as number | undefined, textPatternOf(field));
      return problem === null ? true : { error: { message: problem } };
    },
    render(): unknown {
      const { value, onChange, forID, classNameWrapper, field, setActiveStyle, setInactiveStyle } = this.props;
      const multiline = field.get("multiline") === true;
      const maxLength = field.get("max_length") as number | undefined;
      const change = (language: Language, text: string) => {
        const next = Object.fromEntries(LANGUAGES.map((other) => [other, other === language ? text : textIn(value, other)]));
        onChange(next);
      };
      const side = (language: Language) => {
        const text = textIn(value, language);
        const id = language === LANGUAGES[0] ? forID : `${forID}-${language}`;
        const input = h(multiline ? "textarea" : "input", {
          id,
          lang: language === "pt" ? "pt-BR" : "en",
          className: `${classNameWrapper} localized-input`,
          value: text,
          rows: multiline ? rowsFor(text, 38, 3) : undefined,
          onChange: (event: { target: { value: string } }) => change(language, event.target.value),
          onFocus: () => {
            setEditingLanguage(language);
            setActiveStyle();
          },
          onBlur: setInactiveStyle,
        });
        const count =
          maxLength === undefined
            ? null
            : h("span", { className: text.length > maxLength ? "localized-count localized-count--over" : "localized-count" }, `${text.length}/${maxLength}`);
        return h(
          "div",
          { className: "localized-side", key: language },
          h("label", { htmlFor: id, className: "localized-language" }, LANGUAGE_NAMES[language], count),
          input,
        );
      };
      return h("div", { className: "localized-pair" }, ...LANGUAGES.map(side));
    },
  };
}

/** Rows enough for `text` in a box of about `perRow` characters a line: one line for a label, more for a paragraph. */
export const rowsFor = (text: string, perRow: number, least = 1) => Math.min(12, Math.max(least, Math.ceil(text.length / perRow)));

/** An interface text: one box that grows with its text (Decap's own text area starts at six lines, even for a button label). */
export function growingTextControl(h: CreateElement): ClassSpec<WidgetProps> {
  return {
    render(): unknown {
      const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const text = typeof value === "string" ? value : "";
      return h("textarea", {
        id: forID,
        className: `${classNameWrapper} localized-input`,
        value: text,
        rows: rowsFor(text, 70),
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      });
    },
  };
}
