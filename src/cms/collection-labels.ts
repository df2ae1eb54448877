import type { CollectionName } from "../content/collections";

/**
 * The content editor's names for its collections and for the files of interface texts: they name no
 * field, so they are not in the schemas with the fields' labels (src/content/cms-text.ts).
 */

/**
 * Each collection of the side menu: its name, the name of one of its entries ("Adicionar …"), and the
 * sentence shown at its top; a list file also names its entries in the plural, which Decap writes
 * after their count ("7 matérias": the collection's own name would read "7 imprensa").
 * `locales` is the interface texts.
 */
export const COLLECTION_TEXT: Record<CollectionName | "locales", { label: string; labelSingular: string; entries?: string; description: string }> = {
  site: {
    label: "Configurações gerais",
    labelSingular: "Configurações gerais",
    description: "Nome, contatos, endereço, horários, preços, números e recursos da pousada, usados em todo o site.",
  },
  routes: {
    label: "Páginas e endereços",
    labelSingular: "Página",
    entries: "Páginas",
    description: "As páginas do site: endereço em cada idioma, título, lugar no menu e no rodapé e descrição para buscadores.",
  },
  redirects: {
    label: "Redirecionamentos",
    labelSingular: "Redirecionamento",
    entries: "Redirecionamentos",
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
    entries: "Acomodações",
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
    entries: "Depoimentos",
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
    entries: "Textos de páginas",
    description: "O texto de cada página (introdução, dados rápidos e seções), ligado à página de mesmo id em Páginas e endereços.",
  },
  birds: {
    label: "Aves",
    labelSingular: "Ave",
    entries: "Aves",
    description: "As aves em destaque no guia de campo.",
  },
  mammals: {
    label: "Mamíferos",
    labelSingular: "Mamífero",
    entries: "Mamíferos",
    description: "Os outros mamíferos da região no guia de campo, além dos primatas.",
  },
  primates: {
    label: "Primatas",
    labelSingular: "Primata",
    entries: "Primatas",
    description: "As espécies de primatas, sempre com o estado de conservação.",
  },
  trails: {
    label: "Trilhas",
    labelSingular: "Trilha",
    entries: "Trilhas",
    description: "As trilhas, com duração, distância, dificuldade e modo de percurso.",
  },
  itineraries: {
    label: "Roteiros",
    labelSingular: "Roteiro",
    entries: "Roteiros",
    description: "Roteiros sugeridos de alguns dias, com o plano de cada dia.",
  },
  timeline: {
    label: "Linha do tempo",
    labelSingular: "Marco da história",
    entries: "Marcos da história",
    description: "Os marcos da história da pousada, mostrados em ordem de ano.",
  },
  press: {
    label: "Imprensa",
    labelSingular: "Matéria",
    entries: "Matérias",
    description: "O que a imprensa publicou sobre a pousada, na página Falaram de nós.",
  },
  gallery: {
    label: "Galeria de fotos",
    labelSingular: "Foto",
    entries: "Fotos",
    description: "As fotos da galeria, na ordem em que aparecem.",
  },
  documents: {
    label: "Documentos",
    labelSingular: "Documento",
    entries: "Documentos",
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

/** The name of each namespace of interface texts (a file under content/locales/pt/, without .json); one without a name shows its file's. */
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
  fieldKit: "Kit de campo sem sinal",
  notFound: "Página não encontrada",
  screens: "Trilhas, roteiros, imprensa e galeria",
  wildlife: "Fauna e guia de campo",
};
