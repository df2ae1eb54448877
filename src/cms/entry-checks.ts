import type { z } from "zod";
import { uniquenessScope } from "../content/checks/unique-values";
import { collections, type CollectionName } from "../content/collections";
import { localeSchema } from "../content/content-schema";
import { uniqueFields } from "../content/content-rules";
import { visitMarked } from "../content/schema-walk";
import { isLanguage } from "../lib/i18n/languages";
import type { CmsCollection } from "./cms-config";
import type { CmsField } from "./cms-fields";
import { fieldsFor, fileText } from "./entry-format";
import { LANGUAGE_NAMES } from "./admin/localized-widget";

/**
 * What the CMS checks before it saves, in the editor's language: the file as it would be written must
 * pass the schema the build validates with, and its ids, slugs and paths must not repeat. Checks
 * across files (a route another file points at, an image on disk) are the build's, which the local
 * backend runs before writing and the repository's CI runs on every change.
 */

/** Where in the entry a problem sits, in the labels the editor sees: "Trilhas › 2 › Nome › Inglês". */
export function placeLabel(fields: readonly CmsField[], path: readonly PropertyKey[]): string {
  const words: string[] = [];
  let within: readonly CmsField[] = fields;
  let listField: CmsField | undefined;
  for (const key of path) {
    if (typeof key === "number") {
      words.push(String(key + 1));
      within = listField?.fields ?? (listField?.field ? [listField.field] : []);
      if (listField?.field) listField = listField.field;
      continue;
    }
    if (isLanguage(key)) {
      words.push(LANGUAGE_NAMES[key]);
      continue;
    }
    const field = within.find((candidate) => candidate.name === key);
    words.push(field?.label ?? String(key));
    listField = field;
    within = field?.fields ?? [];
  }
  return words.join(" › ");
}

/** Zod's own words for the few rules a field cannot state, and the rest by kind of problem. */
const RULES_IN_PORTUGUESE: Record<string, string> = {
  "expected the Portuguese translation, not empty text": "falta o texto em português",
  "expected the English translation, not empty text": "falta o texto em inglês",
  "expected non-empty text": "não pode ficar em branco",
  "expected min ≤ max": "o mínimo não pode ser maior que o máximo",
  "expected one plan entry per day": "o plano precisa de um dia para cada dia do roteiro",
  "expected guests, or units that each have guests": "informe os hóspedes, ou unidades que tenham cada uma os seus hóspedes",
  "expected exactly one of route, url or siteLink": "o link precisa de exatamente um destino: uma página do site, um endereço ou um endereço do site",
  "expected lowUpTo < midUpTo": "a primeira faixa de preço precisa terminar antes da segunda",
  "expected image and imageAlt together": "uma imagem precisa da descrição do que ela mostra, nos dois idiomas, e vice-versa",
  "expected watchUrl only on an exclusive item": "o link para assistir é só para matérias exclusivas para assinantes",
  "expected exactly two messages": "são exatamente duas mensagens",
  "expected exactly three sections": "são exatamente três seções",
};

export function issueInPortuguese(issue: z.core.$ZodIssue): string {
  const rule = RULES_IN_PORTUGUESE[issue.message];
  if (rule) return rule;
  switch (issue.code) {
    case "invalid_type":
      return "preencha este campo";
    case "invalid_value":
      return "escolha uma das opções";
    case "too_small":
      return issue.origin === "array" ? `precisa de pelo menos ${issue.minimum} ${issue.minimum === 1 ? "item" : "itens"}` : `o mínimo é ${issue.minimum}`;
    case "too_big":
      return issue.origin === "array" ? `cabem no máximo ${issue.maximum} itens` : `o máximo é ${issue.maximum}`;
    case "invalid_format":
      return "formato inválido";
    case "unrecognized_keys":
      return `campos desconhecidos: ${issue.keys.join(", ")}`;
    default:
      return `valor não aceito (${issue.message})`;
  }
}

function schemaOf(collection: string): z.ZodType {
  if (collection === "locales") return localeSchema;
  return collections[collection as CollectionName].schema as z.ZodType;
}

/** The file an entry would write, and the editor's words for a place in it. */
function entryFile(collection: CmsCollection, data: Record<string, unknown>): { value: unknown; labelled: (path: readonly PropertyKey[]) => string } {
  const fields = fieldsFor(collection, data);
  const value: unknown = JSON.parse(fileText(fields, data, collection.list));
  // A list file's paths start at its items, which the editor sees under the list's own label.
  const labelled = (path: readonly PropertyKey[]) => placeLabel(fields, collection.list ? [fields[0]?.name ?? "", ...path] : path);
  return { value, labelled };
}

/** Each value of an id, slug or path that must be unique at its place, with every place it is used, in file order. */
function uniqueValueUses(collection: CmsCollection, value: unknown): Array<{ found: unknown; paths: PropertyKey[][] }> {
  const uses = new Map<string, { found: unknown; paths: PropertyKey[][] }>();
  visitMarked(uniqueFields, schemaOf(collection.name), value, (_meta, found, path) => {
    const key = `${uniquenessScope(path, collection.list)}=${JSON.stringify(found)}`;
    const use = uses.get(key) ?? { found, paths: [] };
    use.paths.push(path);
    uses.set(key, use);
  });
  return [...uses.values()];
}

/** The problems of an entry as the editor holds it; an empty list means it may be saved. */
export function entryProblems(collection: CmsCollection, data: Record<string, unknown>): string[] {
  const { value, labelled } = entryFile(collection, data);
  const problems: string[] = [];
  const parsed = schemaOf(collection.name).safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${labelled(issue.path)}: ${issueInPortuguese(issue)}.`);
  }
  for (const { found, paths } of uniqueValueUses(collection, value)) {
    const [first = [], ...repeats] = paths;
    for (const path of repeats) problems.push(`${labelled(path)}: «${String(found)}» já é usado em ${labelled(first)}; cada um precisa ser único.`);
  }
  return problems;
}

/**
 * What an id field (`name`, holding `found`) shows under itself when its value is used again at its
 * place, or null: the field does not know where in the entry it sits, so the message names every
 * place the value is used, the field's own among them.
 */
export function repeatedValueProblem(collection: CmsCollection, data: Record<string, unknown>, name: string, found: unknown): string | null {
  const { value, labelled } = entryFile(collection, data);
  const repeated = uniqueValueUses(collection, value).find(
    (use) => use.paths.length > 1 && use.found === found && use.paths.every((path) => path.at(-1) === name),
  );
  if (!repeated) return null;
  const places = repeated.paths.map(labelled);
  return `«${String(found)}» é usado em ${places.slice(0, -1).join(", ")} e em ${places.at(-1)}; cada um precisa ser único.`;
}
