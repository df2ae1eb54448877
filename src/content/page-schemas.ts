import { z } from "zod";
import { labelled, namedEnum } from "./cms-text";
import {
  cardTitle,
  CARD_TITLE_HINT,
  description,
  entryId,
  id,
  image,
  imageAlt,
  imageFocus,
  localized,
  paragraphs,
  ROUTE_HINT,
  routeRef,
  text,
  title,
  url,
} from "./content-fields";

/**
 * The schemas of the collections that are one screen's content (the home page, accommodations, FAQ…)
 * and of the written part of the other screens (pages.json), each field with the content editor's
 * label beside it (cms-text.ts).
 */

// Hints repeated below, written once.
const ONE_TARGET = "Preencha só um destino: página do site, endereço externo ou link das configurações.";
const PRICE = "Em reais inteiros, sem centavos.";

const intro = labelled(localized, "Introdução");
const note = labelled(localized, "Observação");
const body = labelled(paragraphs, "Texto");
const linkLabel = labelled(localized, "Texto do link");

const section = { heading: labelled(localized, "Título da seção") };
const picture = { image, imageAlt };
const sectionOfParagraphs = z.strictObject({ ...section, body });
const sectionOfText = z.strictObject({ ...section, body: labelled(localized, "Texto") });
const sectionWithIntro = z.strictObject({ ...section, intro });
const sectionOfItems = z.strictObject({ ...section, items: labelled(paragraphs, "Itens") });

export const homeSchema = z.strictObject({
  hero: labelled(
    z.strictObject({ eyebrow: labelled(localized, "Linha acima do título"), title, subtitle: labelled(localized, "Subtítulo"), ...picture, imageFocus }),
    "Abertura",
  ),
  welcome: labelled(sectionOfParagraphs, "Boas-vindas"),
  about: labelled(sectionOfParagraphs.extend({ ...picture, linkRoute: labelled(routeRef, "Página do link", ROUTE_HINT), linkLabel }), "Sobre a pousada"),
  stats: labelled(sectionWithIntro, "Seção de números"),
  experiences: labelled(
    sectionWithIntro.extend({
      items: labelled(
        z
          .array(
            z.strictObject({
              route: labelled(routeRef, "Página do cartão", ROUTE_HINT),
              title: labelled(cardTitle, "Título", CARD_TITLE_HINT),
              description,
              ...picture,
            }),
          )
          .min(1),
        "Cartões de experiência",
      ),
    }),
    "Experiências",
  ),
  location: labelled(sectionOfParagraphs, "Localização"),
  reviews: labelled(sectionWithIntro, "Depoimentos"),
  cta: labelled(sectionOfText.extend(picture), "Convite para reservar"),
  map: labelled(
    sectionOfText.extend({
      ...picture,
      /** Place labels laid over the schematic map, positioned in % of its width and height. */
      markers: labelled(
        z
          .array(
            z.strictObject({
              label: labelled(localized, "Nome do lugar"),
              x: labelled(z.number().min(0).max(100), "Posição horizontal (%)", "De 0 (borda esquerda) a 100 (borda direita) da imagem."),
              y: labelled(z.number().min(0).max(100), "Posição vertical (%)", "De 0 (topo) a 100 (base) da imagem."),
              highlight: labelled(z.boolean(), "Destacar", "Marcado: o marcador aparece em destaque."),
              side: labelled(
                namedEnum(["left", "right", "below"], { left: "À esquerda", right: "À direita", below: "Abaixo" }),
                "Lado do nome",
                "Onde o nome fica em relação ao ponto.",
              ),
            }),
          )
          .min(1),
        "Marcadores do mapa",
        "Nomes de lugares sobre o mapa, posicionados em % da imagem.",
      ),
    }),
    "Mapa",
  ),
});

export const AMENITY_ICONS = ["wifi", "leaf", "pool", "binoculars", "tower", "restaurant", "parking", "boat", "trail"] as const;
const amenityIcon = namedEnum(AMENITY_ICONS, {
  wifi: "Wi-Fi",
  leaf: "Folha",
  pool: "Piscina",
  binoculars: "Binóculo",
  tower: "Torre",
  restaurant: "Restaurante",
  parking: "Estacionamento",
  boat: "Barco",
  trail: "Trilha",
});

export const accommodationsSchema = z.strictObject({
  intro: labelled(sectionOfText, "Introdução"),
  amenities: labelled(
    z.strictObject({
      ...section,
      items: labelled(z.array(z.strictObject({ icon: labelled(amenityIcon, "Ícone"), label: labelled(localized, "Texto") })).min(1), "Comodidades"),
    }),
    "Estrutura e comodidades",
  ),
  schedule: labelled(z.strictObject({ ...section, note }), "Horários"),
  included: labelled(sectionOfItems, "O que está incluído"),
  important: labelled(sectionOfItems, "Informações importantes"),
});

export const faqSchema = z.strictObject({
  intro,
  groups: labelled(
    z
      .array(
        z.strictObject({
          id: entryId,
          title,
          items: labelled(
            z
              .array(
                z.strictObject({
                  id: entryId,
                  question: labelled(localized, "Pergunta"),
                  answer: labelled(paragraphs, "Resposta", "Um parágrafo por item."),
                  link: labelled(z.strictObject({ route: labelled(routeRef, "Página", ROUTE_HINT), label: linkLabel }), "Link").optional(),
                }),
              )
              .min(1, { error: "expected at least one question in this group" }),
            "Perguntas",
          ),
        }),
      )
      .min(1, { error: "expected at least one group of questions (the FAQ page lists them)" }),
    "Grupos de perguntas",
  ),
});

export const howToGetHereSchema = z.strictObject({
  intro,
  byRoad: labelled(sectionOfParagraphs, "De carro"),
  byAir: labelled(sectionOfParagraphs, "De avião"),
  airports: labelled(
    z
      .array(
        z.strictObject({
          code: labelled(
            z.string().regex(/^[A-Z]{3}$/, { error: "expected a three-letter airport code" }),
            "Código do aeroporto",
            "Três letras maiúsculas, ex.: CGB.",
          ),
          name: labelled(localized, "Nome do aeroporto"),
          city: labelled(text, "Cidade"),
          note,
        }),
      )
      .min(1),
    "Aeroportos",
  ),
  beforeYouGo: labelled(sectionOfItems, "Antes de sair"),
  contact: labelled(sectionOfText, "Contato"),
});

export const privacySchema = z.strictObject({
  lastUpdated: labelled(
    z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "expected a year-month like 2025-05" }),
    "Última atualização",
    "Ano e mês, ex.: 2025-05.",
  ),
  intro,
  sections: labelled(z.array(z.strictObject({ id: entryId, ...section, body })).min(1), "Seções"),
});

/** Addresses kept once in site.json that copy may link to by name. */
export const SITE_LINKS = ["birdHotspot", "instagram", "booking"] as const;

/** A link to a page of the site (`route`), another site (`url`) or an address of site.json (`siteLink`): exactly one. */
const link = z
  .strictObject({
    label: linkLabel,
    route: labelled(routeRef, "Página do site", ONE_TARGET).optional(),
    url: labelled(url, "Endereço externo", "Começa com https://; preencha só um destino: página, endereço externo ou link das configurações.").optional(),
    siteLink: labelled(
      namedEnum(SITE_LINKS, { birdHotspot: "Hotspot da pousada no eBird", instagram: "Instagram da pousada", booking: "Página de reservas" }),
      "Link das configurações",
      ONE_TARGET,
    ).optional(),
  })
  .refine((l) => [l.route, l.url, l.siteLink].filter((target) => target !== undefined).length === 1, {
    error: "expected exactly one of route, url or siteLink",
  });

/**
 * The written content of a screen (id = its route id): introduction, key facts, sections. Screens
 * with their own collections (birds, trails, press…) show those after it.
 */
export const articlePageSchema = z.strictObject({
  id: labelled(id, "Página (id)", "O id da página de “Páginas e endereços” a que este texto pertence."),
  intro: labelled(paragraphs, "Introdução"),
  image: image.optional(),
  imageAlt: imageAlt.optional(),
  imageFocus,
  facts: labelled(
    z.array(z.strictObject({ label: labelled(localized, "Nome", "Ex.: Duração."), value: labelled(localized, "Valor", "Ex.: {{boatSafariHours}} horas.") })),
    "Dados rápidos",
    "Pares curtos de nome e valor, ex.: Duração e 3 horas.",
  ).optional(),
  sections: labelled(
    z.array(
      z.strictObject({
        id: entryId,
        ...section,
        body,
        items: labelled(z.array(localized), "Itens").optional(),
        image: image.optional(),
        imageAlt: imageAlt.optional(),
        links: labelled(z.array(link), "Links").optional(),
      }),
    ),
    "Seções",
  ).optional(),
});

const price = z.int({ error: "expected a whole number of reais" }).positive();
const menuItem = z.strictObject({
  id: entryId,
  name: labelled(localized, "Nome"),
  description: description.optional(),
  priceBRL: labelled(price, "Preço (R$)", PRICE),
});
const menuGroup = z.strictObject({
  id: entryId,
  ...section,
  items: labelled(z.array(menuItem).min(1, { error: "expected at least one item in this group" }), "Itens"),
});

export const menuSchema = z.strictObject({
  intro,
  /** The menu's snack price bands: up to R$ lowUpTo, R$ lowUpTo+1 to midUpTo, above midUpTo. */
  snackPriceBands: labelled(
    z
      .strictObject({
        lowUpTo: labelled(price, "Faixa baixa: até (R$)", PRICE),
        midUpTo: labelled(price, "Faixa média: até (R$)", "Em reais inteiros, maior que a faixa baixa; acima disso, faixa alta."),
      })
      .refine((b) => b.lowUpTo < b.midUpTo, { error: "expected lowUpTo < midUpTo" }),
    "Faixas de preço dos petiscos",
  ),
  snacks: labelled(z.array(menuItem).min(1, { error: "expected at least one snack (the menu lists them)" }), "Petiscos"),
  drinks: labelled(z.array(menuGroup).min(1, { error: "expected at least one group of drinks (the menu lists them)" }), "Bebidas"),
  eats: labelled(z.array(menuGroup).min(1, { error: "expected at least one group of dishes (the menu lists them)" }), "Comidas"),
  wines: labelled(
    z
      .array(
        z.strictObject({
          id: entryId,
          name: labelled(text, "Nome"),
          style: labelled(localized, "Tipo e uva"),
          origin: labelled(localized, "Origem"),
          glassBRL: labelled(price, "Preço da taça (R$)", "Em reais inteiros; deixe vazio se o vinho não é vendido em taça.").optional(),
          bottleBRL: labelled(price, "Preço da garrafa (R$)", PRICE),
        }),
      )
      .min(1, { error: "expected at least one wine (the menu lists them)" }),
    "Carta de vinhos",
  ),
  note,
});

export const globalBigDaySchema = z.strictObject({
  title,
  lead: labelled(localized, "Texto de abertura"),
  sections: labelled(
    z
      .array(z.strictObject({ id: entryId, ...section, body, ...picture, link: labelled(link, "Link") }))
      .length(3, { error: "expected exactly three sections" }),
    "Seções",
  ),
});
