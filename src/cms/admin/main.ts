import type { CmsCollection, GeneratedCmsConfig } from "../cms-config";
import { entryProblems } from "../entry-checks";
import { entryData, fileText } from "../entry-format";
import generated from "../generated/cms-config.json";
import type { DecapCms } from "./decap-globals";
import { localizedControl } from "./localized-widget";

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
  for (const collection of config.collections) {
    const fields = collection.files[0]?.fields ?? [];
    cms.registerCustomFormat(collection.format, "json", {
      fromFile: (text) => entryData(text, collection.list),
      toFile: (data) => fileText(fields, data as Record<string, unknown>, collection.list),
    });
  }
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

document.addEventListener("DOMContentLoaded", () => {
  const cms = window.CMS;
  if (!cms) throw new Error("Decap CMS's bundle did not load");
  register(cms);
  cms.init({
    config: {
      load_config_file: false,
      backend: CMS_BACKEND,
      ...(CMS_PUBLISH_MODE ? { publish_mode: CMS_PUBLISH_MODE } : {}),
      locale: config.locale,
      media_folder: config.media_folder,
      public_folder: config.public_folder,
      collections: config.collections.map(forDecap),
    },
  });
});
