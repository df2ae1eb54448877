import { INTERFACE_TEXT_WIDGET, type CmsCollection, type GeneratedCmsConfig } from "../cms-config";
import { entryProblems } from "../entry-checks";
import { entryData, fieldsFor, fileText } from "../entry-format";
import generated from "../generated/cms-config.json";
import type { DecapCms } from "./decap-globals";
import { growingTextControl, localizedControl } from "./localized-widget";
import { fillSummaryTokens } from "./list-summaries";
import { calmPatternMessages } from "./calm-messages";
import { registerUniqueValueWidget } from "./unique-value-widget";
import { registerPreviews } from "../previews/register-previews";
import { withChoiceOptions } from "../choice-options";
import cmsChoices from "cms-choices";
import cmsLocaleTexts from "cms-locale-texts";
import { withLocaleHints } from "../locale-hints";

/**
 * The CMS page's own script, loaded before Decap's bundle: it asks Decap to wait, then, once the
 * bundle has run, registers the site's widget, file format and save check and starts the CMS with
 * the configuration generated from the content schemas and the backend this build was made for.
 */

declare const CMS_BACKEND: Record<string, unknown>;
declare const CMS_PUBLISH_MODE: string;

window.CMS_MANUAL_INIT = true;

const config = generated as unknown as GeneratedCmsConfig;

/** The collection as Decap reads it: without the `list` marker, which only this script uses. */
function forDecap({ list: _list, ...collection }: CmsCollection): Omit<CmsCollection, "list"> {
  return collection;
}

function register(cms: DecapCms): void {
  const h = window.h;
  const createClass = window.createClass;
  if (!h || !createClass) throw new Error("Decap CMS did not expose h and createClass");
  cms.registerWidget("localized", createClass(localizedControl(h)));
  cms.registerWidget(INTERFACE_TEXT_WIDGET, createClass(growingTextControl(h)));
  registerUniqueValueWidget(cms, config.collections);
  fillSummaryTokens(cms);
  calmPatternMessages(cms);
  for (const collection of config.collections) {
    cms.registerCustomFormat(collection.format, "json", {
      fromFile: (text) => {
        const value: unknown = JSON.parse(text);
        const fields = collection.list ? (collection.files[0]?.fields ?? []) : fieldsFor(collection, value as Record<string, unknown>);
        return entryData(fields, value, collection.list);
      },
      toFile: (data) => {
        const held = data as Record<string, unknown>;
        return fileText(fieldsFor(collection, held), held, collection.list);
      },
    });
  }
  registerPreviews(cms, config);
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const collection = config.collections.find((candidate) => candidate.name === entry.get("collection"));
      if (!collection) return undefined;
      const problems = entryProblems(collection, entry.get("data").toJS() as Record<string, unknown>);
      if (problems.length > 0) throw new Error(`Não foi salvo. ${problems.join(" ")}`);
      return undefined;
    },
  });
}

/**
 * A build that does not know its repository cannot sign an editor in: the page says what to set
 * instead of showing the CMS's own error about its configuration.
 */
function showNotConnected(): void {
  const main = document.createElement("main");
  main.className = "not-connected";
  const heading = document.createElement("h1");
  heading.textContent = "O editor de conteúdo ainda não está ligado ao repositório do site";
  const text = document.createElement("p");
  text.textContent =
    "Quem publica o site define a variável CMS_GITHUB_REPO (dono/repositório no GitHub) e publica de novo; o passo a passo está em docs/CONTENT.md. Para editar no seu computador, use npm run cms.";
  main.append(heading, text);
  document.body.append(main);
}

document.addEventListener("DOMContentLoaded", () => {
  if (CMS_BACKEND.name === "github" && !CMS_BACKEND.repo) {
    showNotConnected();
    return;
  }
  const cms = window.CMS;
  if (!cms) throw new Error("Decap CMS's bundle did not load");
  register(cms);
  cms.init({
    config: {
      load_config_file: false,
      backend: CMS_BACKEND,
      ...(CMS_PUBLISH_MODE ? { publish_mode: CMS_PUBLISH_MODE } : {}),
      locale: config.locale,
      slug: config.slug,
      media_folder: config.media_folder,
      public_folder: config.public_folder,
      collections: withLocaleHints(withChoiceOptions(config.collections, cmsChoices), cmsLocaleTexts).map(forDecap),
    },
  });
});
