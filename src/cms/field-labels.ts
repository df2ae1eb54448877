import type { CollectionName } from "../content/collections";

/**
 * The Portuguese words of the Decap CMS editor: each field's label and hint, each collection's name
 * and description, and the names of enumeration values. The configuration is generated from the zod
 * schemas (content-schema.ts); these are the words the schemas cannot say, for the lodge's staff.
 */

/** A field's label in the editor and, when useful, a one-line hint under it. */
export interface FieldText {
  label: string;
  hint?: string;
}

// Hints repeated for many fields, written once.
const IMAGE = "Imagem em content/images/, ex.: images/nome.jpg.";
const IMAGE_ALT = "Diga o que a imagem mostra, para quem não pode vê-la.";
const ID = "Identificador interno: letras minúsculas, números e hífens; não mude depois de publicado.";
const TIME = "Formato HH:MM, ex.: 07:30.";
const MONTH = "Número do mês, de 1 (janeiro) a 12 (dezembro).";
const PRICE = "Em reais inteiros, sem centavos.";
const LODGE_URL = "Endereço https://; deixe vazio até a pousada confirmar, nada aparece enquanto estiver vazio.";
const LODGE_PHONE = "Formato internacional (+55, DDD e número); deixe vazio até a pousada confirmar, nada aparece enquanto estiver vazio.";
const LODGE_EMAIL = "Endereço de e-mail; deixe vazio até a pousada confirmar, nada aparece enquanto estiver vazio.";
const ROUTE = "O id de uma página de “Páginas e endereços”, ex.: faq.";
const ONE_TARGET = "Preencha só um destino: página do site, endereço externo ou link das configurações.";

/** By field name: the label every field of that name gets unless FIELD_TEXT_AT says otherwise. Must cover all 180 names in the list. */
export const FIELD_TEXT: Record<string, FieldText> = {
  productName: { label: "Nome da pousada", hint: "Nos textos, escreva {{productName}} em vez do nome." },
  tagline: { label: "Slogan" },
  pt: { label: "Português" },
  en: { label: "Inglês" },
  description: { label: "Descrição" },
  keywords: { label: "Palavras-chave", hint: "Separadas por vírgulas; usadas pelos buscadores." },
  siteUrl: { label: "Endereço do site", hint: "Começa com https:// e não termina com barra." },
  bookingUrl: { label: "Página de reservas", hint: LODGE_URL },
  email: { label: "E-mail de contato", hint: LODGE_EMAIL },
  feedbackEmail: { label: "E-mail para opiniões sobre o site", hint: LODGE_EMAIL },
  phone: { label: "Telefone", hint: LODGE_PHONE },
  whatsappReservations: { label: "WhatsApp de reservas", hint: LODGE_PHONE },
  whatsappGuidance: { label: "WhatsApp de atendimento", hint: LODGE_PHONE },
  social: { label: "Redes sociais" },
  instagram: { label: "Instagram", hint: LODGE_URL },
  facebook: { label: "Facebook", hint: LODGE_URL },
  youtube: { label: "YouTube", hint: LODGE_URL },
  linkedin: { label: "LinkedIn", hint: LODGE_URL },
  lodgeReviewUrl: {
    label: "Página de avaliações da pousada",
    hint: "A página da própria pousada num site de avaliações, não uma busca; deixe vazio até confirmar.",
  },
  birdHotspotUrl: {
    label: "Hotspot da pousada no eBird",
    hint: "A página do hotspot da própria pousada, não a lista de uma região; deixe vazio até confirmar.",
  },
  experienceReviewFormUrl: { label: "Formulário de avaliação da experiência", hint: LODGE_URL },
  developerCredit: { label: "Crédito do desenvolvedor" },
  name: { label: "Nome" },
  url: { label: "Endereço (link)", hint: "Começa com https://." },
  shareImage: { label: "Imagem de compartilhamento", hint: "Imagem em content/images/; usada quando uma página do site é compartilhada." },
  address: { label: "Endereço" },
  locality: { label: "Cidade" },
  region: { label: "Estado" },
  regionCode: { label: "Sigla do estado", hint: "Ex.: MT." },
  country: { label: "País", hint: "Código de duas letras maiúsculas, ex.: BR." },
  geo: { label: "Coordenadas" },
  latitude: { label: "Latitude", hint: "Em graus decimais, de -90 a 90 (negativa ao sul do equador)." },
  longitude: { label: "Longitude", hint: "Em graus decimais, de -180 a 180 (negativa a oeste de Greenwich)." },
  checkInFrom: { label: "Check-in a partir de", hint: "Formato HH:MM; nos textos, escreva {{checkIn}}." },
  checkOutUntil: { label: "Check-out até", hint: "Formato HH:MM; nos textos, escreva {{checkOut}}." },
  meals: { label: "Horários das refeições", hint: "Nos textos, escreva {{breakfast}}, {{lunch}} ou {{dinner}}." },
  breakfast: { label: "Café da manhã" },
  from: { label: "Início", hint: TIME },
  until: { label: "Fim", hint: TIME },
  lunch: { label: "Almoço" },
  dinner: { label: "Jantar" },
  earlyMealAccessPriceBRL: { label: "Acesso antecipado às refeições (R$)", hint: "Valor em reais; nos textos, escreva {{earlyMealPrice}}." },
  fullRefundDaysBeforeCheckIn: {
    label: "Reembolso integral (dias antes)",
    hint: "Dias antes do check-in para cancelar com reembolso integral; nos textos, {{refundDays}}.",
  },
  analyticsRetentionMonths: { label: "Guarda dos dados de análise (meses)", hint: "Número inteiro de meses; nos textos, {{analyticsMonths}}." },
  privacyResponseBusinessDays: {
    label: "Resposta sobre privacidade (dias úteis)",
    hint: "Prazo para responder a um pedido sobre dados pessoais; nos textos, {{privacyResponseDays}}.",
  },
  birdingTourDeparture: { label: "Saída da observação de aves", hint: "Formato HH:MM; nos textos, escreva {{birdingDeparture}}." },
  tourDurationHours: { label: "Duração dos passeios (horas)", hint: "Nos textos, escreva {{tourHours}} horas." },
  min: { label: "Mínimo" },
  max: { label: "Máximo" },
  boatSafari: { label: "Safári de barco", hint: "Nos textos: {{boatSafariHours}}, {{boatSafariDepartures}} e {{boatSafariCapacity}}." },
  durationHours: { label: "Duração (horas)" },
  departures: { label: "Horários de saída", hint: "Um horário por item, no formato HH:MM." },
  capacity: { label: "Capacidade (pessoas)", hint: "Máximo de pessoas por grupo." },
  miniWeddingMaxGuests: { label: "Mini-casamento: máximo de convidados", hint: "Nos textos, escreva {{miniWeddingGuests}}." },
  rainySeason: { label: "Estação chuvosa", hint: "Nos textos, escreva {{rainySeason}}." },
  fromMonth: { label: "Mês de início", hint: MONTH },
  toMonth: { label: "Mês de fim", hint: MONTH },
  primateSeason: { label: "Melhor época para primatas", hint: "Nos textos, escreva {{primateSeason}}." },
  globalBigDay: { label: "Global Big Day" },
  date: { label: "Data" },
  speciesRecorded: { label: "Espécies registradas", hint: "Número inteiro; nos textos, {{gbdSpecies}}." },
  observers: { label: "Observadores no mundo", hint: "Por extenso, ex.: quase 1 milhão; nos textos, {{gbdObservers}}." },
  photoUpload: { label: "Envio de fotos dos hóspedes" },
  maxMegabytes: { label: "Tamanho máximo do arquivo (MB)", hint: "Até 50; nos textos, {{uploadMaxSize}}." },
  types: { label: "Formatos aceitos", hint: "Nos textos, escreva {{uploadTypes}}." },
  minSidePixels: { label: "Lado menor mínimo (pixels)", hint: "Fotos com um lado menor que isto são recusadas." },
  maxMegapixels: { label: "Resolução máxima (megapixels)", hint: "Até 200; fotos maiores são recusadas." },
  stats: { label: "Números da biodiversidade" },
  id: { label: "Identificador", hint: ID },
  value: { label: "Valor" },
  title: { label: "Título" },
  distances: { label: "Distâncias até a pousada" },
  place: { label: "Lugar", hint: "O nome forma o token da distância, ex.: Cuiabá vira {{kmCuiaba}}; mudar o nome muda o token." },
  km: { label: "Distância (km)" },
  analyticsMeasurementId: {
    label: "ID de medição (análise de visitas)",
    hint: "Formato G- e 4 a 16 letras maiúsculas ou números; vazio: o site não mede visitas.",
  },
  countryLookupUrl: { label: "Serviço de consulta de país", hint: "Endereço https:// sem barra no fim; serviço técnico, mude só com o desenvolvedor." },
  tabTeaser: { label: "Mensagens da aba", hint: "Exatamente duas, alternadas no título da aba enquanto o visitante está em outra aba." },
  featureFlags: { label: "Recursos do site", hint: "Uma página ligada a um recurso desligado some do site, dos menus e do sitemap." },
  enableBooking: { label: "Reservas" },
  enableTestimonials: { label: "Depoimentos", hint: "Desmarcado: a página inicial não mostra a seção de depoimentos." },
  enableNewsletter: { label: "Newsletter", hint: "Desmarcado: a página da newsletter e seu link no rodapé saem do site." },
  enableChat: { label: "Chat" },
  useImageKitForHomepage: { label: "ImageKit na página inicial" },
  slug: { label: "Endereço (slug)", hint: "Letras minúsculas, números e hífens; aparece no endereço da página (vazio só na inicial)." },
  template: { label: "Modelo da página", hint: "Define o tipo de tela; mude só com o desenvolvedor." },
  layout: { label: "Layout" },
  navGroup: { label: "Grupo no menu principal", hint: "Vazio: a página não aparece no menu principal." },
  footerGroup: { label: "Coluna no rodapé", hint: "Vazio: a página não aparece no rodapé." },
  footerOrder: { label: "Posição na coluna do rodapé", hint: "Número inteiro a partir de 1; vazio segue a ordem da lista de páginas." },
  noindex: { label: "Esconder dos buscadores", hint: "Marcado: a página não aparece nos resultados de busca." },
  access: { label: "Acesso", hint: "Só a equipe: a página exige entrar com a conta da equipe e deve ficar escondida dos buscadores." },
  feature: { label: "Recurso ligado à página", hint: "Enquanto o recurso estiver desligado, a página não existe: sem links nem sitemap." },
  navLabel: { label: "Nome no menu", hint: "Até 30 caracteres." },
  to: { label: "Página de destino", hint: ROUTE },
  hero: { label: "Abertura" },
  eyebrow: { label: "Linha acima do título" },
  subtitle: { label: "Subtítulo" },
  image: { label: "Imagem", hint: IMAGE },
  imageAlt: { label: "Texto alternativo da imagem", hint: IMAGE_ALT },
  welcome: { label: "Boas-vindas" },
  heading: { label: "Título da seção" },
  body: { label: "Texto" },
  about: { label: "Sobre a pousada" },
  linkRoute: { label: "Página do link", hint: ROUTE },
  linkLabel: { label: "Texto do link" },
  intro: { label: "Introdução" },
  experiences: { label: "Experiências" },
  items: { label: "Itens" },
  route: { label: "Página", hint: ROUTE },
  location: { label: "Localização" },
  reviews: { label: "Depoimentos" },
  cta: { label: "Convite para reservar" },
  map: { label: "Mapa" },
  markers: { label: "Marcadores do mapa", hint: "Nomes de lugares sobre o mapa, posicionados em % da imagem." },
  label: { label: "Texto do link" },
  x: { label: "Posição horizontal (%)", hint: "De 0 (borda esquerda) a 100 (borda direita) da imagem." },
  y: { label: "Posição vertical (%)", hint: "De 0 (topo) a 100 (base) da imagem." },
  highlight: { label: "Destacar", hint: "Marcado: o marcador aparece em destaque." },
  side: { label: "Lado do nome", hint: "Onde o nome fica em relação ao ponto." },
  summary: { label: "Resumo" },
  guests: { label: "Hóspedes" },
  view: { label: "Vista" },
  ideal: { label: "Ideal para" },
  highlights: { label: "Destaques" },
  images: { label: "Fotos" },
  file: { label: "Arquivo" },
  alt: { label: "Texto alternativo", hint: IMAGE_ALT },
  units: { label: "Unidades", hint: "Apartamentos da mesma acomodação, cada um com seu número de hóspedes." },
  amenities: { label: "Estrutura e comodidades" },
  icon: { label: "Ícone" },
  schedule: { label: "Horários" },
  note: { label: "Observação" },
  included: { label: "O que está incluído" },
  important: { label: "Informações importantes" },
  quote: { label: "Depoimento" },
  author: { label: "Autor ou veículo" },
  groups: { label: "Grupos de perguntas" },
  question: { label: "Pergunta" },
  answer: { label: "Resposta", hint: "Um parágrafo por item." },
  link: { label: "Link" },
  byRoad: { label: "De carro" },
  byAir: { label: "De avião" },
  airports: { label: "Aeroportos" },
  code: { label: "Código do aeroporto", hint: "Três letras maiúsculas, ex.: CGB." },
  city: { label: "Cidade" },
  beforeYouGo: { label: "Antes de sair" },
  contact: { label: "Contato" },
  lastUpdated: { label: "Última atualização", hint: "Ano e mês, ex.: 2025-05." },
  sections: { label: "Seções" },
  facts: { label: "Dados rápidos", hint: "Pares curtos de nome e valor, ex.: Duração e 3 horas." },
  links: { label: "Links" },
  siteLink: { label: "Link das configurações", hint: ONE_TARGET },
  scientificName: { label: "Nome científico", hint: "Gênero com inicial maiúscula e espécie em minúsculas, ex.: Harpia harpyja." },
  status: { label: "Estado de conservação", hint: "Categoria da Lista Vermelha da IUCN." },
  distanceKm: { label: "Distância (km)", hint: "Até 50 km." },
  difficulty: { label: "Dificuldade" },
  mode: { label: "Modo de percurso" },
  days: { label: "Número de dias", hint: "De 1 a 14; o plano precisa de um item por dia." },
  plan: { label: "Plano dia a dia", hint: "Um item por dia, na ordem dos dias." },
  activities: { label: "Atividades" },
  year: { label: "Ano", hint: "Quatro dígitos, ex.: 2025." },
  source: { label: "Veículo" },
  fullContent: { label: "Texto completo", hint: "Opcional; parágrafos mostrados ao abrir “ler mais”." },
  exclusive: { label: "Exclusivo para assinantes", hint: "Marque quando a matéria só pode ser vista por assinantes de um serviço de streaming." },
  watchUrl: { label: "Link para assistir", hint: "Só em matérias exclusivas: onde os assinantes assistem, quando a pousada informar; começa com https://." },
  caption: { label: "Legenda" },
  language: { label: "Idioma" },
  snackPriceBands: { label: "Faixas de preço dos petiscos" },
  lowUpTo: { label: "Faixa baixa: até (R$)", hint: PRICE },
  midUpTo: { label: "Faixa média: até (R$)", hint: "Em reais inteiros, maior que a faixa baixa; acima disso, faixa alta." },
  snacks: { label: "Petiscos" },
  priceBRL: { label: "Preço (R$)", hint: PRICE },
  drinks: { label: "Bebidas" },
  eats: { label: "Comidas" },
  wines: { label: "Carta de vinhos" },
  style: { label: "Tipo e uva" },
  origin: { label: "Origem" },
  glassBRL: { label: "Preço da taça (R$)", hint: "Em reais inteiros; deixe vazio se o vinho não é vendido em taça." },
  bottleBRL: { label: "Preço da garrafa (R$)", hint: PRICE },
  lead: { label: "Texto de abertura" },
};

/** Overrides by place, key "collection:path" exactly as written in field-list.txt (e.g. "site:stats.*.value", "rooms:*.units.*.name"), for names whose generic label would mislead in that place. Only where needed. */
export const FIELD_TEXT_AT: Record<string, FieldText> = {
  // site
  "site:description": { label: "Descrição do site", hint: "Usada nos buscadores quando uma página não tem descrição própria." },
  "site:developerCredit.name": { label: "Nome do desenvolvedor" },
  "site:developerCredit.url": { label: "Site do desenvolvedor", hint: "Endereço https://, ou vazio para mostrar o nome sem link." },
  "site:globalBigDay.date": { label: "Data do Global Big Day", hint: "Formato AAAA-MM-DD, ex.: 2025-05-10; nos textos, {{gbdDate}}." },
  "site:stats.*.id": {
    label: "Identificador",
    hint: "birds, primates e mammals formam {{birdSpecies}}, {{primateSpecies}} e {{mammalSpecies}}; não mude.",
  },
  "site:stats.*.value": { label: "Número", hint: "Como deve aparecer, ex.: 590+." },
  "site:stats.*.title": { label: "O que o número conta", hint: "Ex.: espécies de aves." },
  "site:stats.*.description": { label: "Texto de apoio" },
  // routes
  "routes:*.id": { label: "Identificador da página", hint: "Letras minúsculas, números e hífens; outros conteúdos ligam a página por ele, não mude." },
  "routes:*.title": { label: "Título da página", hint: "Até 45 caracteres; aparece na aba do navegador e nos buscadores." },
  "routes:*.description": { label: "Descrição para buscadores", hint: "Até 160 caracteres; aparece nos resultados de busca." },
  // redirects
  "redirects:*.from": { label: "Endereço antigo", hint: "Caminho que começa e termina com /, ex.: /rooms/; cada um só uma vez." },
  // home
  "home:stats": { label: "Seção de números" },
  "home:experiences.items": { label: "Cartões de experiência" },
  "home:experiences.items.*.title": { label: "Título", hint: "Até 40 caracteres." },
  "home:experiences.items.*.route": { label: "Página do cartão", hint: ROUTE },
  "home:map.markers.*.label": { label: "Nome do lugar" },
  // rooms
  "rooms:*.name": { label: "Nome", hint: "Até 40 caracteres." },
  "rooms:*.guests": { label: "Hóspedes", hint: "Mínimo e máximo de pessoas; deixe vazio se as unidades abaixo tiverem os seus." },
  "rooms:*.units.*.name": { label: "Nome da unidade" },
  "rooms:*.images.*.file": { label: "Imagem", hint: IMAGE },
  // accommodations
  "accommodations:amenities.items": { label: "Comodidades" },
  "accommodations:amenities.items.*.label": { label: "Texto" },
  // testimonials
  "testimonials:*.date": { label: "Data", hint: "Ano (2025) ou ano e mês (2025-07)." },
  "testimonials:*.url": { label: "Link da fonte", hint: "Opcional; começa com https://." },
  // faq
  "faq:groups.*.items": { label: "Perguntas" },
  // how to get here
  "howToGetHere:airports.*.name": { label: "Nome do aeroporto" },
  // pages
  "pages:*.id": { label: "Página (id)", hint: "O id da página de “Páginas e endereços” a que este texto pertence." },
  "pages:*.facts.*.label": { label: "Nome", hint: "Ex.: Duração." },
  "pages:*.facts.*.value": { label: "Valor", hint: "Ex.: {{boatSafariHours}} horas." },
  "pages:*.sections.*.links.*.route": { label: "Página do site", hint: ONE_TARGET },
  "pages:*.sections.*.links.*.url": {
    label: "Endereço externo",
    hint: "Começa com https://; preencha só um destino: página, endereço externo ou link das configurações.",
  },
  // birds and mammals
  "birds:*.name": { label: "Nome popular", hint: "Até 40 caracteres." },
  "mammals:*.name": { label: "Nome popular", hint: "Até 40 caracteres." },
  // trails and itineraries
  "trails:*.durationHours": { label: "Duração (horas)", hint: "Até 12 horas." },
  "itineraries:*.title": { label: "Título", hint: "Até 40 caracteres." },
  // press
  "press:*.id": { label: "Número", hint: "Número inteiro, diferente em cada matéria; não mude depois de publicado." },
  "press:*.url": { label: "Link da matéria original", hint: "Opcional; começa com https://." },
  // documents
  "documents:*.file": { label: "Arquivo", hint: "Arquivo em content/documents/ (PDF, CSV ou TXT), ex.: documents/nome.pdf." },
  // Global Big Day
  "globalBigDay:sections.*.link.route": { label: "Página do site", hint: ONE_TARGET },
  "globalBigDay:sections.*.link.url": {
    label: "Endereço externo",
    hint: "Começa com https://; preencha só um destino: página, endereço externo ou link das configurações.",
  },
};

/** Each collection in the CMS's side menu: plural label, singular label (for "new …" / a list item), and a one-sentence description shown at the top of the collection. All 22 CollectionName keys plus "locales" (the interface texts: buttons, form messages, in content/locales/pt/*.json and content/locales/en/*.json). */
export const COLLECTION_TEXT: Record<CollectionName | "locales", { label: string; labelSingular: string; description: string }> = {
  site: {
    label: "Configurações gerais",
    labelSingular: "Configurações gerais",
    description: "Nome, contatos, endereço, horários, preços, números e recursos da pousada, usados em todo o site.",
  },
  routes: {
    label: "Páginas e endereços",
    labelSingular: "Página",
    description: "As páginas do site: endereço em cada idioma, título, lugar no menu e no rodapé e descrição para buscadores.",
  },
  redirects: {
    label: "Redirecionamentos",
    labelSingular: "Redirecionamento",
    description: "Endereços antigos do site e a página para onde cada um leva.",
  },
  home: {
    label: "Página inicial",
    labelSingular: "Página inicial",
    description: "As seções da página inicial, de cima para baixo.",
  },
  rooms: {
    label: "Acomodações",
    labelSingular: "Acomodação",
    description: "Os bangalôs, casas e quartos da pousada, na ordem em que aparecem no site.",
  },
  accommodations: {
    label: "Página de acomodações",
    labelSingular: "Página de acomodações",
    description: "Os textos da página de acomodações: introdução, estrutura, horários, o que está incluído e informações importantes.",
  },
  testimonials: {
    label: "Depoimentos",
    labelSingular: "Depoimento",
    description: "O que dizem sobre a pousada, mostrado na página inicial.",
  },
  faq: {
    label: "Perguntas frequentes",
    labelSingular: "Perguntas frequentes",
    description: "A introdução e os grupos de perguntas e respostas da página de perguntas frequentes.",
  },
  howToGetHere: {
    label: "Como chegar",
    labelSingular: "Como chegar",
    description: "A página Como chegar: de carro, de avião, aeroportos, antes de sair e contato.",
  },
  privacy: {
    label: "Política de privacidade",
    labelSingular: "Política de privacidade",
    description: "O texto da política de privacidade, dividido em seções, e a data da última atualização.",
  },
  pages: {
    label: "Textos das páginas",
    labelSingular: "Texto de página",
    description: "O texto de cada página (introdução, dados rápidos e seções), ligado à página de mesmo id em Páginas e endereços.",
  },
  birds: {
    label: "Aves",
    labelSingular: "Ave",
    description: "As aves em destaque no guia de campo.",
  },
  mammals: {
    label: "Mamíferos",
    labelSingular: "Mamífero",
    description: "Os outros mamíferos da região no guia de campo, além dos primatas.",
  },
  primates: {
    label: "Primatas",
    labelSingular: "Primata",
    description: "As espécies de primatas, sempre com o estado de conservação.",
  },
  trails: {
    label: "Trilhas",
    labelSingular: "Trilha",
    description: "As trilhas, com duração, distância, dificuldade e modo de percurso.",
  },
  itineraries: {
    label: "Roteiros",
    labelSingular: "Roteiro",
    description: "Roteiros sugeridos de alguns dias, com o plano de cada dia.",
  },
  timeline: {
    label: "Linha do tempo",
    labelSingular: "Marco da história",
    description: "Os marcos da história da pousada, mostrados em ordem de ano.",
  },
  press: {
    label: "Imprensa",
    labelSingular: "Matéria",
    description: "O que a imprensa publicou sobre a pousada, na página Falaram de nós.",
  },
  gallery: {
    label: "Galeria de fotos",
    labelSingular: "Foto",
    description: "As fotos da galeria, na ordem em que aparecem.",
  },
  documents: {
    label: "Documentos",
    labelSingular: "Documento",
    description: "Os arquivos para baixar (PDF, CSV ou TXT), guardados em content/documents/.",
  },
  menu: {
    label: "Cardápio",
    labelSingular: "Cardápio",
    description: "O cardápio para pedir entre as refeições: petiscos, bebidas, comidas, vinhos e preços.",
  },
  globalBigDay: {
    label: "Global Big Day",
    labelSingular: "Global Big Day",
    description: "A página do Global Big Day: título, abertura e três seções; a data e os números ficam em Configurações gerais.",
  },
  locales: {
    label: "Textos da interface",
    labelSingular: "Arquivo de textos",
    description: "Textos curtos de botões, menus, formulários e mensagens, em português e inglês.",
  },
};

/** Portuguese labels of enumeration values, by field name, then value. Every value of every z.enum in content-schema.ts (and navigation.ts's NAV_GROUPS/FOOTER_GROUPS, used by routes' navGroup and footerGroup fields; TEMPLATES for route `template`; FEATURE_FLAGS for `feature`; AMENITY_ICONS for `icon`; TRAIL_DIFFICULTIES `difficulty`; TRAIL_MODES `mode`; CONSERVATION_STATUSES `status` (use the official IUCN Portuguese names with the code, e.g. "Criticamente em perigo (CR)"); document `language` (pt, en, pt-en); `side`; `layout`; `access`; `siteLink`; photoUpload `types` (image/jpeg…)). */
export const OPTION_LABELS: Record<string, Record<string, string>> = {
  template: {
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
  },
  layout: {
    standard: "Padrão (com menu e rodapé)",
    standalone: "Avulsa (sem menu nem rodapé)",
  },
  navGroup: {
    accommodation: "Hospedagem",
    experiences: "Experiências",
    conservation: "Conservação",
    prepare: "Prepare sua viagem",
  },
  footerGroup: {
    about: "Sobre",
    accommodation: "Hospedagem",
    experiences: "Experiências",
    information: "Informações",
    presence: "Presença ativa",
  },
  access: {
    public: "Pública",
    staff: "Só a equipe",
  },
  feature: {
    enableBooking: "Reservas",
    enableTestimonials: "Depoimentos",
    enableNewsletter: "Newsletter",
    enableChat: "Chat",
    useImageKitForHomepage: "ImageKit na página inicial",
  },
  side: {
    left: "À esquerda",
    right: "À direita",
    below: "Abaixo",
  },
  icon: {
    wifi: "Wi-Fi",
    leaf: "Folha",
    pool: "Piscina",
    binoculars: "Binóculo",
    tower: "Torre",
    restaurant: "Restaurante",
    parking: "Estacionamento",
    boat: "Barco",
    trail: "Trilha",
  },
  siteLink: {
    birdHotspot: "Hotspot da pousada no eBird",
    instagram: "Instagram da pousada",
    booking: "Página de reservas",
  },
  status: {
    CR: "Criticamente em perigo (CR)",
    EN: "Em perigo (EN)",
    VU: "Vulnerável (VU)",
    NT: "Quase ameaçada (NT)",
    LC: "Pouco preocupante (LC)",
  },
  difficulty: {
    easy: "Fácil",
    moderate: "Moderada",
    difficult: "Difícil",
  },
  mode: {
    walk: "Caminhada",
    "car-canoe": "Carro + canoa",
    "car-walk": "Carro + caminhada",
    "boat-walk": "Barco + caminhada",
  },
  language: {
    pt: "Português",
    en: "Inglês",
    "pt-en": "Português e inglês",
  },
  types: {
    "image/jpeg": "JPEG",
    "image/png": "PNG",
    "image/webp": "WebP",
  },
};

/** Labels of the locale namespaces (file names under content/locales/pt/ without .json): accommodations, chunkError, common, enquiry, forms, home, howToGetHere, mail, menu, newsletter, notFound, screens, wildlife. */
export const LOCALE_FILE_LABELS: Record<string, string> = {
  accommodations: "Acomodações",
  chunkError: "Erro ao carregar a página",
  common: "Comuns: menu, rodapé e avisos",
  enquiry: "Pedido de reserva",
  forms: "Formulários",
  home: "Página inicial",
  howToGetHere: "Como chegar",
  mail: "E-mails automáticos",
  menu: "Cardápio",
  newsletter: "Newsletter",
  notFound: "Página não encontrada",
  screens: "Trilhas, roteiros, imprensa e galeria",
  wildlife: "Fauna e guia de campo",
};
