import { z } from "zod";
import { FOOTER_GROUPS, NAV_GROUPS } from "../lib/routing/navigation";
import { ROUTE_SLUG } from "../lib/routing/slugify";
import { formatText, labelled, namedEnum } from "./cms-text";
import { id, localized, ROUTE_HINT, routeRef, SLUG_FORMAT_TEXT, upTo } from "./content-fields";
import { uniqueFields } from "./content-rules";
import { featureFlag } from "./site-schema";
import { PAGE_TITLE_MAX } from "../lib/seo/seo";

/** The schemas of content/routes.json, the table of the site's pages, and content/redirects.json. */

export const TEMPLATES = [
  "home",
  "accommodations",
  "faq",
  "how-to-get-here",
  "privacy-policy",
  "page",
  "birdwatching",
  "primates",
  "trails",
  "history",
  "media-press",
  "gallery",
  "documents",
  "menu",
  "global-big-day",
  "login",
  "staff",
  "photo-upload",
  "field-guides",
  "newsletter",
  "booking-enquiry",
  "bird-checklist",
] as const;

const template = namedEnum(TEMPLATES, {
  home: "Página inicial",
  accommodations: "Acomodações",
  faq: "Perguntas frequentes",
  "how-to-get-here": "Como chegar",
  "privacy-policy": "Política de privacidade",
  page: "Página de texto",
  birdwatching: "Observação de aves",
  primates: "Primatas",
  trails: "Trilhas",
  history: "Nossa história",
  "media-press": "Falaram de nós (imprensa)",
  gallery: "Galeria de fotos",
  documents: "Documentos",
  menu: "Cardápio",
  "global-big-day": "Global Big Day",
  login: "Entrada da equipe",
  staff: "Área da equipe",
  "photo-upload": "Envio de fotos",
  "field-guides": "Guias de campo",
  newsletter: "Newsletter",
  "booking-enquiry": "Pedido de reserva",
  "bird-checklist": "Lista de aves (registros do eBird)",
});

/** Templates that open with the screen's written content from content/pages.json. */
export const ARTICLE_TEMPLATES: ReadonlySet<(typeof TEMPLATES)[number]> = new Set([
  "page",
  "birdwatching",
  "primates",
  "trails",
  "history",
  "media-press",
  "gallery",
  "documents",
  "photo-upload",
  "field-guides",
  "bird-checklist",
]);

const slug = z
  .string()
  .regex(ROUTE_SLUG, { error: 'expected a lower-case slug (letters, digits, hyphens) or "" for home' })
  .register(uniqueFields, { what: "slug" })
  .register(formatText, { whenInvalid: `${SLUG_FORMAT_TEXT} Vazio só na página inicial.` });

// Search results show about 60 characters (600 px) of a title, and " · " and the lodge's name (21
// characters) follow the page's title (src/lib/seo/seo.ts): 40 to 45 characters keep the page's words
// and the name in view. Descriptions beyond about 160 are cut.
const pageTitle = upTo(localized, PAGE_TITLE_MAX, "search results show about 60 characters of a title, and the lodge's name follows it");
const pageDescription = upTo(localized, 160, "search results cut longer descriptions");
const menuLabel = upTo(localized, 30, "menus show a label on one line");

export const routeSchema = z.strictObject({
  id: labelled(id, "Identificador da página", "Letras minúsculas, números e hífens; outros conteúdos ligam a página por ele, não mude."),
  slug: labelled(
    z.strictObject({ pt: labelled(slug, "Português"), en: labelled(slug, "Inglês") }),
    "Endereço (slug)",
    "Letras minúsculas, números e hífens; aparece no endereço da página (vazio só na inicial).",
  ),
  template: labelled(template, "Modelo da página", "Define o tipo de tela; mude só com o desenvolvedor."),
  layout: labelled(namedEnum(["standard", "standalone"], { standard: "Padrão (com menu e rodapé)", standalone: "Avulsa (sem menu nem rodapé)" }), "Layout"),
  navGroup: labelled(
    namedEnum(NAV_GROUPS, { accommodation: "Hospedagem", experiences: "Experiências", conservation: "Conservação", prepare: "Prepare sua viagem" }),
    "Grupo no menu principal",
    "Vazio: a página não aparece no menu principal.",
  ).nullable(),
  footerGroup: labelled(
    namedEnum(FOOTER_GROUPS, {
      about: "Sobre",
      accommodation: "Hospedagem",
      experiences: "Experiências",
      information: "Informações",
      presence: "Presença ativa",
    }),
    "Coluna no rodapé",
    "Vazio: a página não aparece no rodapé.",
  ).nullable(),
  /** Place in its footer column when that differs from the route table's order (the footer orders
   * its columns on their own: "how to get there" leads Information, while FAQ leads the navbar's group). */
  footerOrder: labelled(
    z.number().int().positive(),
    "Posição na coluna do rodapé",
    "Número inteiro a partir de 1; vazio segue a ordem da lista de páginas.",
  ).optional(),
  noindex: labelled(z.boolean(), "Esconder dos buscadores", "Marcado: a página não aparece nos resultados de busca."),
  /** "staff": the production server shows the page only to signed-in staff (it must also be noindex). */
  access: labelled(
    namedEnum(["public", "staff"], { public: "Pública", staff: "Só a equipe" }),
    "Acesso",
    "Só a equipe: a página exige entrar com a conta da equipe e deve ficar escondida dos buscadores.",
  ).default("public"),
  /** A feature switch the page belongs to: while it is off the route has no pages, links or sitemap entry. */
  feature: labelled(featureFlag, "Recurso ligado à página", "Enquanto o recurso estiver desligado, a página não existe: sem links nem sitemap.").optional(),
  title: labelled(pageTitle, "Título da página", "Até 45 caracteres; aparece na aba do navegador e nos buscadores."),
  navLabel: labelled(menuLabel, "Nome no menu", "Até 30 caracteres."),
  description: labelled(pageDescription, "Descrição para buscadores", "Até 160 caracteres; aparece nos resultados de busca."),
});

const sitePath = z
  .string()
  .regex(/^\/([a-z0-9._-]+\/)*$/, { error: "expected a site path that starts and ends with /" })
  .register(uniqueFields, { what: "path" });

export const redirectSchema = z.strictObject({
  from: labelled(sitePath, "Endereço antigo", "Caminho que começa e termina com /, ex.: /rooms/; cada um só uma vez."),
  to: labelled(routeRef, "Página de destino", ROUTE_HINT),
});
