import { z } from "zod";
import { labelled, namedEnum } from "./cms-text";
import {
  alt,
  cardTitle,
  CARD_TITLE_HINT,
  description,
  entryId,
  entrySlug,
  formerSlugs,
  graphqlRoles,
  image,
  imageAlt,
  localized,
  paragraphs,
  range,
  text,
  title,
  url,
} from "./content-fields";
import { entryReferences, pageListEntries, uniqueFields } from "./content-rules";

/**
 * One zod schema per content collection: the single definition of each shape, each field with the
 * content editor's label beside it (cms-text.ts). Validation at build start, the GraphQL types
 * (graphql-types.ts), the editors' JSON Schemas and the CMS's configuration are all derived from them.
 * This file holds the collections that are lists of entries (rooms, species, trails…) and the
 * interface texts; the others are in site-schema.ts, route-schema.ts and page-schemas.ts.
 */

const OPTIONAL_LINK = "Opcional; começa com https://.";

const summary = labelled(localized, "Resumo");
const cardName = labelled(cardTitle, "Nome");

const guests = range(z.int().min(1));

export const roomSchema = z
  .strictObject({
    id: entryId,
    name: labelled(cardTitle, "Nome", CARD_TITLE_HINT),
    slug: entrySlug,
    formerSlugs,
    summary,
    description,
    guests: labelled(guests, "Hóspedes", "Mínimo e máximo de pessoas; deixe vazio se as unidades abaixo tiverem os seus.").optional(),
    view: labelled(localized, "Vista"),
    ideal: labelled(localized, "Ideal para"),
    highlights: labelled(paragraphs, "Destaques"),
    images: labelled(z.array(z.strictObject({ file: image, alt })).min(1), "Fotos"),
    units: labelled(
      z.array(z.strictObject({ id: entryId, name: labelled(localized, "Nome da unidade"), guests: labelled(guests, "Hóspedes"), description })),
      "Unidades",
      "Apartamentos da mesma acomodação, cada um com seu número de hóspedes.",
    ).optional(),
  })
  .refine((room) => room.guests !== undefined || (room.units?.length ?? 0) > 0, { error: "expected guests, or units that each have guests" })
  .register(pageListEntries, { whenEmpty: "expected at least one room (the accommodations page lists them)" });

export const testimonialSchema = z
  .strictObject({
    id: entryId,
    quote: labelled(localized, "Depoimento"),
    author: labelled(text, "Autor ou veículo"),
    date: labelled(
      z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, { error: "expected a year (2025) or year-month (2025-07)" }),
      "Data",
      "Ano (2025) ou ano e mês (2025-07).",
    ),
    url: labelled(url, "Link da fonte", OPTIONAL_LINK).optional(),
  })
  .register(pageListEntries, { whenEmpty: "expected at least one testimonial (the home page's reviews section shows them)" });

export const CONSERVATION_STATUSES = ["CR", "EN", "VU", "NT", "LC"] as const;
export type ConservationStatus = (typeof CONSERVATION_STATUSES)[number];
const conservationStatus = labelled(
  namedEnum(CONSERVATION_STATUSES, {
    CR: "Criticamente em perigo (CR)",
    EN: "Em perigo (EN)",
    VU: "Vulnerável (VU)",
    NT: "Quase ameaçada (NT)",
    LC: "Pouco preocupante (LC)",
  }),
  "Estado de conservação",
  "Categoria da Lista Vermelha da IUCN.",
);

/** A bird, mammal or primate of the field guides; primates always carry their conservation status. */
export const speciesSchema = z
  .strictObject({
    id: entryId,
    name: labelled(cardTitle, "Nome popular", CARD_TITLE_HINT),
    slug: entrySlug,
    formerSlugs,
    scientificName: labelled(
      z.string().regex(/^[A-Z][a-z]+ [a-z]+( [a-z]+)?$/, { error: "expected a binomial like Harpia harpyja" }),
      "Nome científico",
      "Gênero com inicial maiúscula e espécie em minúsculas, ex.: Harpia harpyja.",
    ),
    description,
    status: conservationStatus.optional(),
    /** Where on the property the species shows itself, beyond the trails that list it. */
    whereToLook: labelled(localized, "Onde procurar", "Opcional: onde, na pousada, a espécie costuma aparecer (ex.: nos tanques de peixes).").optional(),
  })
  .register(pageListEntries, { whenEmpty: "expected at least one species (the field-guide pages list them)" });

// `extend` makes a new schema: it does not inherit the registration above, so it gets its own. The
// editor calls a primate's name plain "Nome", where birds and mammals have "Nome popular".
export const primateSchema = speciesSchema
  .extend({ name: cardName, status: conservationStatus })
  .register(pageListEntries, { whenEmpty: "expected at least one primate (the primates page lists them)" });

export const TRAIL_DIFFICULTIES = ["easy", "moderate", "difficult"] as const;
export const TRAIL_MODES = ["walk", "car-canoe", "car-walk", "boat-walk"] as const;
export type TrailDifficulty = (typeof TRAIL_DIFFICULTIES)[number];
export type TrailMode = (typeof TRAIL_MODES)[number];

/** The id of a bird, primate or mammal; checks/entry-relations.ts checks that it exists. */
const speciesRef = z
  .string()
  .regex(/^[a-z0-9-]+$/, { error: "expected the id of a bird, primate or mammal" })
  .register(entryReferences, { to: "species" });

export const trailSchema = z
  .strictObject({
    id: entryId,
    name: cardName,
    slug: entrySlug,
    formerSlugs,
    description,
    durationHours: labelled(z.number().positive().max(12), "Duração (horas)", "Até 12 horas."),
    distanceKm: labelled(z.number().positive().max(50), "Distância (km)", "Até 50 km."),
    difficulty: labelled(namedEnum(TRAIL_DIFFICULTIES, { easy: "Fácil", moderate: "Moderada", difficult: "Difícil" }), "Dificuldade"),
    mode: labelled(
      namedEnum(TRAIL_MODES, { walk: "Caminhada", "car-canoe": "Carro + canoa", "car-walk": "Carro + caminhada", "boat-walk": "Barco + caminhada" }),
      "Modo de percurso",
    ),
    /** The one place a species-trail relation is written: each species' page derives its trails from these lists. */
    species: labelled(
      z.array(speciesRef),
      "Espécies vistas na trilha",
      "Escolha pelo nome as aves, primatas e mamíferos dos guias de campo que se costuma ver nesta trilha; a página de cada espécie mostra a trilha. Uma espécie recém-criada aparece aqui depois que o site é publicado de novo.",
    ).optional(),
  })
  .register(pageListEntries, { whenEmpty: "expected at least one trail (the trails page lists them)" });

export const itinerarySchema = z
  .strictObject({
    id: entryId,
    days: labelled(z.int().min(1).max(14), "Número de dias", "De 1 a 14; o plano precisa de um item por dia."),
    title: labelled(cardTitle, "Título", CARD_TITLE_HINT),
    summary,
    plan: labelled(
      z.array(z.strictObject({ title, activities: labelled(paragraphs, "Atividades") })).min(1),
      "Plano dia a dia",
      "Um item por dia, na ordem dos dias.",
    ),
  })
  .refine((itinerary) => itinerary.plan.length === itinerary.days, { error: "expected one plan entry per day" })
  .register(pageListEntries, { whenEmpty: "expected at least one itinerary (the trails page suggests them)" });

const year = (earliest: number) => labelled(z.int().min(earliest).max(2100), "Ano", "Quatro dígitos, ex.: 2025.");

export const timelineEntrySchema = z
  .strictObject({ year: year(1900), title, description })
  .register(pageListEntries, { whenEmpty: "expected at least one entry (the history page shows the timeline)" });

export const pressItemSchema = z
  .strictObject({
    id: labelled(
      z.int().positive().register(uniqueFields, { what: "id" }),
      "Número",
      "Número inteiro, diferente em cada matéria; não mude depois de publicado.",
    ),
    title,
    slug: entrySlug,
    formerSlugs,
    source: labelled(text, "Veículo"),
    year: year(1990),
    description,
    fullContent: labelled(paragraphs, "Texto completo", "Opcional; parágrafos mostrados ao abrir “ler mais”.").optional(),
    url: labelled(url, "Link da matéria original", OPTIONAL_LINK).optional(),
    /** Shown only to subscribers of a streaming service: marked as such, with a "watch" button once `watchUrl` is given. */
    exclusive: labelled(
      z.boolean(),
      "Exclusivo para assinantes",
      "Marque quando a matéria só pode ser vista por assinantes de um serviço de streaming.",
    ).optional(),
    /** Where subscribers watch an exclusive item, once the lodge gives the address. */
    watchUrl: labelled(
      url,
      "Link para assistir",
      "Só em matérias exclusivas: onde os assinantes assistem, quando a pousada informar; começa com https://.",
    ).optional(),
    /** A picture of the report (a still, the page as printed), shown beside it, with what it shows in both languages. */
    image: image.optional(),
    imageAlt: imageAlt.optional(),
  })
  .refine((item) => (item.image === undefined) === (item.imageAlt === undefined), { error: "expected image and imageAlt together" })
  .refine((item) => item.watchUrl === undefined || item.exclusive === true, { error: "expected watchUrl only on an exclusive item" })
  .register(pageListEntries, { whenEmpty: "expected at least one press item (the press page lists them)" });

export const galleryPhotoSchema = z
  .strictObject({ id: entryId, image, alt, caption: labelled(localized, "Legenda") })
  .register(pageListEntries, { whenEmpty: "expected at least one photo (the gallery page shows them)" });

/** A document under content/documents/ (PDF, CSV…); existence is checked after parsing. */
export const documentFile = z
  .string()
  .regex(/^documents\/[a-z0-9_-]+\.(pdf|csv|txt)$/, { error: "expected a path like documents/name.pdf under content/" })
  .register(graphqlRoles, { role: "document" });

/** A downloadable document is in Portuguese, in English, or in both. */
export const DOCUMENT_LANGUAGES = ["pt", "en", "pt-en"] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const lodgeDocumentSchema = z
  .strictObject({
    id: entryId,
    title: labelled(cardTitle, "Título"),
    description,
    file: labelled(documentFile, "Arquivo", "Arquivo em content/documents/ (PDF, CSV ou TXT), ex.: documents/nome.pdf."),
    language: labelled(namedEnum(DOCUMENT_LANGUAGES, { pt: "Português", en: "Inglês", "pt-en": "Português e inglês" }), "Idioma"),
  })
  .register(pageListEntries, { whenEmpty: "expected at least one document (the documents page lists them)" });

/** UI strings: nested objects of text, the same keys in both languages. */
export type LocaleStrings = { [key: string]: string | LocaleStrings };
export const localeSchema: z.ZodType<LocaleStrings> = z.record(z.string(), z.union([text, z.lazy(() => localeSchema)]));
