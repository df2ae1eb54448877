import { z } from "zod";
import { SLUG } from "../lib/routing/slugify";
import { formatText, labelled } from "./cms-text";
import { textLimits, uniqueFields } from "./content-rules";

/**
 * The kinds of value the collections' schemas are built from (content-schema.ts, page-schemas.ts,
 * site-schema.ts, route-schema.ts), which carry no editor's label: each field labels its own copy
 * (cms-text.ts). Then the fields of the same name and words in many collections.
 */

/** How a field appears in GraphQL beyond its plain shape. */
export type GraphqlRole = { role: "localized" } | { role: "image" } | { role: "route" } | { role: "document" };
export const graphqlRoles = z.registry<GraphqlRole>();

// Non-blank checks keep the value as written, so an error shows editors exactly what they typed.
export const text = z.string().regex(/\S/, { error: "expected non-empty text" });

/** Text in both languages: `{ "pt": "…", "en": "…" }`; a missing translation stops the build. */
export const localized = z
  .strictObject({
    pt: z.string({ error: "expected the Portuguese translation (text)" }).regex(/\S/, { error: "expected the Portuguese translation, not empty text" }),
    en: z.string({ error: "expected the English translation (text)" }).regex(/\S/, { error: "expected the English translation, not empty text" }),
  })
  .register(graphqlRoles, { role: "localized" });

/** A file under content/, e.g. `images/home-hero.jpg`; its existence is checked after parsing. */
export const imageFile = z
  .string()
  .regex(/^images\/[a-z0-9/_-]+\.(jpg|jpeg|png|webp|avif)$/, { error: "expected a path like images/name.jpg under content/" })
  .register(graphqlRoles, { role: "image" });

/** The id of a route in content/routes.json; existence is checked after parsing. */
export const routeRef = z
  .string()
  .regex(/^[a-z0-9-]+$/, { error: "expected a route id from content/routes.json" })
  .register(graphqlRoles, { role: "route" });
/** The editor's hint for most fields of route ids. */
export const ROUTE_HINT = "O id de uma página de “Páginas e endereços”, ex.: faq.";

export const url = z.url({ protocol: /^https$/, error: "expected an https:// address" });
export const id = z
  .string()
  .regex(/^[a-z0-9-]+$/, { error: "expected a lower-case id (letters, digits, hyphens)" })
  .register(uniqueFields, { what: "id" });

/** A span of numbers: `min` and `max`, where min ≤ max. */
export function range(bound: z.ZodType<number>) {
  return z.strictObject({ min: labelled(bound, "Mínimo"), max: labelled(bound, "Máximo") }).refine((r) => r.min <= r.max, { error: "expected min ≤ max" });
}

/** A copy of `schema` that may hold at most `max` characters; the copy keeps the original's GraphQL role (zod registries inherit through clones). */
export function upTo<T extends z.ZodType>(schema: T, max: number, why: string): T {
  const limited = schema.clone();
  textLimits.add(limited, { max, why });
  return limited;
}

// What fits where each text is shown; each limit is written only where it is declared, and measured
// with {{tokens}} filled in (checks/text-limits.ts).
export const cardTitle = upTo(localized, 40, "a card shows about two lines of title");
/** The editor's hint for most card titles. */
export const CARD_TITLE_HINT = "Até 40 caracteres.";

export const paragraphs = z.array(localized).min(1);

const IMAGE_ALT = "Diga o que a imagem mostra, para quem não pode vê-la.";

export const entryId = labelled(id, "Identificador", "Identificador interno: letras minúsculas, números e hífens; não mude depois de publicado.");
export const title = labelled(localized, "Título");
export const description = labelled(localized, "Descrição");
export const image = labelled(imageFile, "Imagem", "Imagem em content/images/, ex.: images/nome.jpg.");
const percent = z.number().int({ error: "expected a whole number from 0 to 100" }).min(0).max(100);
/** Where a large picture's subject lies: a phone's narrow crop of a wide picture is cut around it. */
export const imageFocus = labelled(
  z.strictObject({
    x: labelled(percent, "Horizontal (%)", "0 é a borda esquerda, 100 a direita."),
    y: labelled(percent, "Vertical (%)", "0 é o alto, 100 o pé."),
  }),
  "Foco da imagem",
  "Onde está o assunto da imagem, em % da largura e da altura; nas telas estreitas o recorte fica em volta dele. Vazio: o centro.",
).optional();
export const imageAlt = labelled(localized, "Texto alternativo da imagem", IMAGE_ALT);
export const alt = labelled(localized, "Texto alternativo", IMAGE_ALT);

/** What the CMS says under a slug that is not one, in each language's box or field. */
export const SLUG_FORMAT_TEXT =
  "Um endereço (slug) leva só letras minúsculas sem acento, números e hífens entre as palavras, sem espaços (ex.: trilha-do-rio).";

/** One part of an address: lower-case letters and digits joined by single hyphens. */
const slugText = z
  .string()
  .regex(SLUG, { error: "expected a lower-case slug (letters, digits, hyphens), e.g. cone-billed-tanager" })
  .register(formatText, { whenInvalid: SLUG_FORMAT_TEXT });
const ENTRY_SLUG_HINT =
  "Letras minúsculas sem acento, números e hífens, a partir do nome. Ao mudar um endereço publicado, mova o antigo para “Endereços antigos”.";

/**
 * The address of an entry's own page under its listing, one per language. It is resolved by language
 * in GraphQL (`slug(locale: $language)`), like a text, so a page's data carries only its own.
 */
export const entrySlug = labelled(
  z
    .strictObject({
      pt: labelled(slugText.clone().register(uniqueFields, { what: "slug" }), "Português"),
      en: labelled(slugText.clone().register(uniqueFields, { what: "slug" }), "Inglês"),
    })
    .register(graphqlRoles, { role: "localized" }),
  "Endereço da página (slug)",
  ENTRY_SLUG_HINT,
);

/** Addresses an entry's page had before: each one leads to the current page with a permanent redirect. */
export const formerSlugs = labelled(
  z.strictObject({
    pt: labelled(z.array(slugText), "Português").optional(),
    en: labelled(z.array(slugText), "Inglês").optional(),
  }),
  "Endereços antigos",
  "Endereços (slugs) que a página já teve: continuam levando a ela. Ao mudar o endereço, acrescente aqui o antigo.",
).optional();
