import { z } from "zod";
import { EBIRD_LOCATIONS_LABEL } from "../cms/ebird-locations-place";
import { labelled, namedEnum, type CmsText } from "./cms-text";
import { id, imageFile, localized, range, ROUTE_HINT, routeRef, text, url } from "./content-fields";

/** The schema of content/site.json: the lodge's name, contacts, address, hours, prices and switches, used all over the site. */

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "expected a time as HH:MM" });
const phone = z.string().regex(/^\+\d[\d\s-]{7,}$/, { error: "expected an international number: +, country code, area code, number" });
const email = z.email({ error: "expected an e-mail address" });
const month = z.int().min(1).max(12);

// Hints repeated below, written once.
const TIME = "Formato HH:MM, ex.: 07:30.";
const MONTH = "Número do mês, de 1 (janeiro) a 12 (dezembro).";
const UNTIL_CONFIRMED = "deixe vazio até a pousada confirmar, nada aparece enquanto estiver vazio.";
const LODGE_URL = `Endereço https://; ${UNTIL_CONFIRMED}`;
const LODGE_PHONE = `Formato internacional (+55, DDD e número); ${UNTIL_CONFIRMED}`;
const LODGE_EMAIL = `Endereço de e-mail; ${UNTIL_CONFIRMED}`;

/** How a value only the lodge can give looks once it is set, in words for editors. */
export interface LodgeValueMeta {
  format: string;
}

/**
 * Contacts, outside links and the analytics property: values only the lodge can give. Until it
 * confirms one the value is "" (unset) and nothing is shown for it: no link, icon or structured-data
 * property. `npm run check:content` and the build list the unset ones from this registry
 * (lodge-values.ts), so no second list of them is kept by hand.
 */
export const lodgeValues = z.registry<LodgeValueMeta>();

function lodgeValue(schema: z.ZodType<string>, format: string) {
  return z
    .union([z.literal(""), schema], { error: `expected ${format}, or "" while the lodge has not given it` })
    .meta({ description: `Given by the lodge: ${format}. Leave "" until it is confirmed; nothing is shown while empty.` })
    .register(lodgeValues, { format });
}

const lodgeUrl = lodgeValue(url, "an https:// address");
const lodgeEmail = lodgeValue(email, "an e-mail address");
const lodgePhone = lodgeValue(phone, "an international number (+, country code, area code, number)");

/** The site's feature switches (site.json › featureFlags). */
export const FEATURE_FLAGS = ["enableBooking", "enableTestimonials", "enableNewsletter", "enableChat", "useImageKitForHomepage"] as const;
type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Each switch's words in the editor, also its name where a route picks the feature it belongs to. */
const FEATURE_TEXT: Record<FeatureFlag, CmsText> = {
  enableBooking: { label: "Reservas" },
  enableTestimonials: { label: "Depoimentos", hint: "Desmarcado: a página inicial não mostra a seção de depoimentos." },
  enableNewsletter: { label: "Newsletter", hint: "Desmarcado: a página da newsletter e seu link no rodapé saem do site." },
  enableChat: { label: "Chat" },
  useImageKitForHomepage: { label: "ImageKit na página inicial" },
};

const byFlag = <T>(value: (flag: FeatureFlag) => T) => Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, value(flag)])) as Record<FeatureFlag, T>;

/** A choice of feature switch, by the switches' names. */
export const featureFlag = namedEnum(
  FEATURE_FLAGS,
  byFlag((flag) => FEATURE_TEXT[flag].label),
);

const meal = z.strictObject({ from: labelled(time, "Início", TIME), until: labelled(time, "Fim", TIME) });
const monthSpan = z.strictObject({ fromMonth: labelled(month, "Mês de início", MONTH), toMonth: labelled(month, "Mês de fim", MONTH) });
const noTrailingSlash = url.refine((u) => !u.endsWith("/"), { error: "expected no trailing slash" });

export const siteSchema = z.strictObject({
  productName: labelled(text, "Nome da pousada", "Nos textos, escreva {{productName}} em vez do nome."),
  tagline: labelled(localized, "Slogan"),
  description: labelled(localized, "Descrição do site", "Usada nos buscadores quando uma página não tem descrição própria."),
  keywords: labelled(localized, "Palavras-chave", "Separadas por vírgulas; usadas pelos buscadores."),
  siteUrl: labelled(noTrailingSlash, "Endereço do site", "Começa com https:// e não termina com barra."),
  /** The lodge's own booking page; unset, "Book now" leads to the booking enquiry form. */
  bookingUrl: labelled(lodgeUrl, "Página de reservas", LODGE_URL),
  email: labelled(lodgeEmail, "E-mail de contato", LODGE_EMAIL),
  feedbackEmail: labelled(lodgeEmail, "E-mail para opiniões sobre o site", LODGE_EMAIL),
  phone: labelled(lodgePhone, "Telefone", LODGE_PHONE),
  whatsappReservations: labelled(lodgePhone, "WhatsApp de reservas", LODGE_PHONE),
  whatsappGuidance: labelled(lodgePhone, "WhatsApp de atendimento", LODGE_PHONE),
  social: labelled(
    z.strictObject({
      instagram: labelled(lodgeUrl, "Instagram", LODGE_URL),
      facebook: labelled(lodgeUrl, "Facebook", LODGE_URL),
      youtube: labelled(lodgeUrl, "YouTube", LODGE_URL),
      linkedin: labelled(lodgeUrl, "LinkedIn", LODGE_URL),
    }),
    "Redes sociais",
  ),
  lodgeReviewUrl: labelled(
    lodgeUrl,
    "Página de avaliações da pousada",
    "A página da própria pousada num site de avaliações, não uma busca; deixe vazio até confirmar.",
  ),
  /** The lodge's own hotspot page on eBird (not a region's list), linked from the birding pages. */
  birdHotspotUrl: labelled(
    lodgeUrl,
    "Hotspot da pousada no eBird",
    "A página do hotspot da própria pousada, não a lista de uma região; deixe vazio até confirmar.",
  ),
  experienceReviewFormUrl: labelled(lodgeUrl, "Formulário de avaliação da experiência", LODGE_URL),
  /**
   * Who built the site, left out while no one outside the lodge is to be named (a credit to the lodge's
   * own "web team" would say nothing). `url` is the developer's own site, "" to show the name unlinked.
   */
  developerCredit: labelled(
    z.strictObject({
      name: labelled(localized, "Nome do desenvolvedor"),
      url: labelled(
        z.union([z.literal(""), url], { error: 'expected an https:// address or ""' }),
        "Site do desenvolvedor",
        "Endereço https://, ou vazio para mostrar o nome sem link.",
      ),
    }),
    "Crédito do desenvolvedor",
    "O nome de quem desenvolveu o site (pessoa ou empresa); sem crédito, o rodapé não mostra nenhum.",
  ).optional(),
  shareImage: labelled(imageFile, "Imagem de compartilhamento", "Imagem em content/images/; usada quando uma página do site é compartilhada."),
  address: labelled(
    z.strictObject({
      locality: labelled(text, "Cidade"),
      region: labelled(text, "Estado"),
      regionCode: labelled(text, "Sigla do estado", "Ex.: MT."),
      country: labelled(z.string().regex(/^[A-Z]{2}$/), "País", "Código de duas letras maiúsculas, ex.: BR."),
    }),
    "Endereço",
  ),
  geo: labelled(
    z.strictObject({
      latitude: labelled(z.number().min(-90).max(90), "Latitude", "Em graus decimais, de -90 a 90 (negativa ao sul do equador)."),
      longitude: labelled(z.number().min(-180).max(180), "Longitude", "Em graus decimais, de -180 a 180 (negativa a oeste de Greenwich)."),
    }),
    "Coordenadas",
  ),
  checkInFrom: labelled(time, "Check-in a partir de", "Formato HH:MM; nos textos, escreva {{checkIn}}."),
  checkOutUntil: labelled(time, "Check-out até", "Formato HH:MM; nos textos, escreva {{checkOut}}."),
  meals: labelled(
    z.strictObject({ breakfast: labelled(meal, "Café da manhã"), lunch: labelled(meal, "Almoço"), dinner: labelled(meal, "Jantar") }),
    "Horários das refeições",
    "Nos textos, escreva {{breakfast}}, {{lunch}} ou {{dinner}}.",
  ),
  earlyMealAccessPriceBRL: labelled(z.number().positive(), "Acesso antecipado às refeições (R$)", "Valor em reais; nos textos, escreva {{earlyMealPrice}}."),
  fullRefundDaysBeforeCheckIn: labelled(
    z.int().positive(),
    "Reembolso integral (dias antes)",
    "Dias antes do check-in para cancelar com reembolso integral; nos textos, {{refundDays}}.",
  ),
  analyticsRetentionMonths: labelled(z.int().positive(), "Guarda dos dados de análise (meses)", "Número inteiro de meses; nos textos, {{analyticsMonths}}."),
  privacyResponseBusinessDays: labelled(
    z.int().positive(),
    "Resposta sobre privacidade (dias úteis)",
    "Prazo para responder a um pedido sobre dados pessoais; nos textos, {{privacyResponseDays}}.",
  ),
  /**
   * How long the server keeps what visitors leave with it; housekeeping deletes it afterwards
   * (src/server/retention.ts) and the privacy policy quotes each period.
   */
  dataRetention: labelled(
    z.strictObject({
      enquiryMonths: labelled(
        z.int().min(1).max(60),
        "Pedidos de reserva (meses)",
        "Apagados este número de meses depois de recebidos; nos textos, {{enquiryMonths}}.",
      ),
      unconfirmedSignUpDays: labelled(
        z.int().min(1).max(30),
        "Inscrições não confirmadas na newsletter (dias)",
        "Apagadas se não forem confirmadas neste prazo; nos textos, {{unconfirmedSignUpDays}}.",
      ),
      unsubscribedDays: labelled(
        z.int().min(1).max(365),
        "Quem saiu da newsletter (dias)",
        "O endereço é apagado este número de dias depois da saída; nos textos, {{unsubscribedDays}}.",
      ),
      rejectedPhotoDays: labelled(
        z.int().min(1).max(365),
        "Registro de fotos recusadas (dias)",
        "A foto recusada é apagada na hora; nome, e-mail e legenda, depois deste prazo. Nos textos, {{rejectedPhotoDays}}.",
      ),
      unreviewedPhotoDays: labelled(
        z.int().min(1).max(365),
        "Fotos que ninguém analisou (dias)",
        "Uma foto ainda não aprovada nem recusada é apagada (arquivo e registro) este número de dias depois do envio. Nos textos, {{unreviewedPhotoDays}}.",
      ),
      /** At least 2: the longest limit on the forms counts over one hour, and its count must outlive it. */
      addressCountHours: labelled(
        z.int().min(2).max(168),
        "Contagens por endereço IP (horas)",
        "Quanto tempo o servidor guarda as contagens de envios por endereço; pelo menos 2. Nos textos, {{addressCountHours}}.",
      ),
    }),
    "Guarda de dados pessoais",
  ),
  birdingTourDeparture: labelled(time, "Saída da observação de aves", "Formato HH:MM; nos textos, escreva {{birdingDeparture}}."),
  tourDurationHours: labelled(range(z.number().positive()), "Duração dos passeios (horas)", "Nos textos, escreva {{tourHours}} horas."),
  boatSafari: labelled(
    z.strictObject({
      durationHours: labelled(z.number().positive(), "Duração (horas)"),
      departures: labelled(z.array(time).min(1), "Horários de saída", "Um horário por item, no formato HH:MM."),
      capacity: labelled(z.int().positive(), "Capacidade (pessoas)", "Máximo de pessoas por grupo."),
    }),
    "Safári de barco",
    "Nos textos: {{boatSafariHours}}, {{boatSafariDepartures}} e {{boatSafariCapacity}}.",
  ),
  miniWeddingMaxGuests: labelled(z.int().positive(), "Mini-casamento: máximo de convidados", "Nos textos, escreva {{miniWeddingGuests}}."),
  rainySeason: labelled(monthSpan, "Estação chuvosa", "Nos textos, escreva {{rainySeason}}."),
  primateSeason: labelled(monthSpan, "Melhor época para primatas", "Nos textos, escreva {{primateSeason}}."),
  globalBigDay: labelled(
    z.strictObject({
      date: labelled(
        z.iso.date({ error: "expected a date like 2025-05-10" }),
        "Data do Global Big Day",
        "Formato AAAA-MM-DD, ex.: 2025-05-10; nos textos, {{gbdDate}}.",
      ),
      speciesRecorded: labelled(z.int().positive(), "Espécies registradas", "Número inteiro; nos textos, {{gbdSpecies}}."),
      observers: labelled(localized, "Observadores no mundo", "Por extenso, ex.: quase 1 milhão; nos textos, {{gbdObservers}}."),
    }),
    "Global Big Day",
  ),
  /** The guests' photo upload: checked in the form and again, by the file's bytes, on the server. */
  photoUpload: labelled(
    z.strictObject({
      maxMegabytes: labelled(z.number().positive().max(50), "Tamanho máximo do arquivo (MB)", "Até 50; nos textos, {{uploadMaxSize}}."),
      /** The formats the server can read and clean of their metadata. */
      types: labelled(
        z.array(namedEnum(["image/jpeg", "image/png", "image/webp"], { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP" })).min(1),
        "Formatos aceitos",
        "Nos textos, escreva {{uploadTypes}}.",
      ),
      /** Shortest side a photo may have, so it still fills a gallery tile on a sharp screen. */
      minSidePixels: labelled(z.number().int().positive(), "Lado menor mínimo (pixels)", "Fotos com um lado menor que isto são recusadas."),
      /** Largest decoded size: a small file that would unpack to more is refused (a decompression bomb). */
      maxMegapixels: labelled(z.number().positive().max(200), "Resolução máxima (megapixels)", "Até 200; fotos maiores são recusadas."),
    }),
    "Envio de fotos dos hóspedes",
  ),
  /**
   * The lodge's own places on eBird: only checklists at these Location IDs count in the bird checklist;
   * any other location in an imported export is reported and left out.
   */
  ebirdLocations: labelled(
    z.array(
      z.strictObject({
        locationId: labelled(
          z.string().regex(/^L\d+$/, { error: 'expected an eBird Location ID like "L1234567"' }),
          "ID do local no eBird",
          "L e números, como o eBird mostra no endereço do local (ebird.org/hotspot/L…).",
        ),
        trail: labelled(z.union([id, z.null()]), "Trilha", "O identificador de uma trilha de “Trilhas”; vazio para um lugar fora das trilhas."),
        area: labelled(localized, "Área", "Como o lugar aparece para o visitante, ex.: sede da pousada."),
      }),
    ),
    EBIRD_LOCATIONS_LABEL,
    "Só os registros nestes locais entram na lista de aves; os demais são informados na importação e deixados de fora.",
  ),
  /** Species never shown with a date and a trail together: where they are seen is kept from the public. */
  sensitiveSpecies: labelled(
    z.array(z.string().regex(/^[A-Z][a-z]+ [a-z-]+( [a-z-]+)?$/, { error: 'expected a scientific name like "Conothraupis mesoleuca"' })),
    "Espécies sensíveis",
    "Nome científico; aparecem só como “registrada na propriedade” e por mês, nunca com data e trilha.",
  ),
  stats: labelled(
    z
      .array(
        z.strictObject({
          id: labelled(id, "Identificador", "birds, primates e mammals formam {{birdSpecies}}, {{primateSpecies}} e {{mammalSpecies}}; não mude."),
          value: labelled(text, "Número", "Como deve aparecer, ex.: 590+."),
          title: labelled(localized, "O que o número conta", "Ex.: espécies de aves."),
          description: labelled(localized, "Texto de apoio"),
        }),
      )
      .min(1),
    "Números da biodiversidade",
  ),
  distances: labelled(
    z
      .array(
        z.strictObject({
          place: labelled(text, "Lugar", "O nome forma o token da distância, ex.: Cuiabá vira {{kmCuiaba}}; mudar o nome muda o token."),
          km: labelled(z.number().positive(), "Distância (km)"),
        }),
      )
      .min(1),
    "Distâncias até a pousada",
  ),
  /** The analytics tag's measurement ID ("G-…"); unset: no analytics at all. Loaded only after consent. */
  analyticsMeasurementId: labelled(
    lodgeValue(
      z.string().regex(/^G-[A-Z0-9]{4,16}$/, { error: 'expected a measurement ID like "G-ABC123"' }),
      'a measurement ID ("G-" and 4 to 16 capitals or digits)',
    ),
    "ID de medição (análise de visitas)",
    "Formato G- e 4 a 16 letras maiúsculas ou números; vazio: o site não mede visitas.",
  ),
  /** Country-lookup service: GET <url>/country/ answers a plain country code. Asked only after consent. */
  countryLookupUrl: labelled(
    noTrailingSlash,
    "Serviço de consulta de país",
    "Endereço https:// sem barra no fim; serviço técnico, mude só com o desenvolvedor.",
  ),
  /** The two tab-title messages that alternate while the tab is hidden. */
  tabTeaser: labelled(
    z.array(localized).length(2, { error: "expected exactly two messages" }),
    "Mensagens da aba",
    "Exatamente duas, alternadas no título da aba enquanto o visitante está em outra aba.",
  ),
  /**
   * The section of a written page (pages.json) that the site's popup announces and links to. A visitor
   * who closes the popup never sees it again for this section; pointing it at another shows it once more.
   */
  announcement: labelled(
    z.strictObject({
      route: labelled(routeRef, "Página", ROUTE_HINT),
      section: labelled(
        z.string().regex(/^[a-z0-9-]+$/, { error: "expected the id of a section of that page" }),
        "Seção",
        "O identificador de uma seção dessa página em “Páginas escritas”, ex.: towers.",
      ),
    }),
    "Aviso (pop-up)",
    "A seção que o aviso apresenta. Quem fechou o aviso não o vê de novo; outra seção aqui é um aviso novo, mostrado uma vez.",
  ),
  featureFlags: labelled(
    z.strictObject(byFlag((flag) => labelled(z.boolean(), FEATURE_TEXT[flag].label, FEATURE_TEXT[flag].hint))),
    "Recursos do site",
    "Uma página ligada a um recurso desligado some do site, dos menus e do sitemap.",
  ),
});
