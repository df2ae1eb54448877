import React, { useEffect, useMemo, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import cmsLocales from "cms-locales";
import { I18nextProvider } from "react-i18next";
import { HREFLANG, LANGUAGES, type Language } from "../../lib/i18n/languages";
import { pageI18n } from "../../lib/i18n/page-i18n";
import type { CmsCollection, GeneratedCmsConfig } from "../cms-config";
import type { CreateElement, DecapCms, PreviewProps } from "../admin/decap-globals";
import { editingLanguage, onEditingLanguage, setEditingLanguage } from "../admin/editing-language";
import { LANGUAGE_NAMES } from "../admin/localized-widget";
import { fileText } from "../entry-format";
import { EntryPreview, entryLabel, hasEntryPages, listingOrder } from "./entry-previews";
import { PREVIEWS, type AssetUrl, type Item } from "./preview-pages";
import { PREVIEW_STYLESHEET } from "../admin-files";
import "../../styles/global.css";
import "./preview.css";

/**
 * The CMS's preview of the main collections: the site's own components and stylesheets, in the
 * language the editor is typing in. Decap renders previews with its own React, so each preview is
 * an island: an element of Decap's tree in which the site's React renders the page.
 */

/** The value of the page chooser for the listing itself; an entry's is its position in the list. */
const LISTING = "listing";

/** A choice of page beside the choice of language: the listing, or one entry's own page. */
function PageChooser({ collection, items, page, onChange }: { collection: string; items: Item[]; page: string; onChange: (page: string) => void }) {
  if (!hasEntryPages(collection)) return null;
  return (
    <span className="cms-preview-page">
      <label htmlFor="cms-preview-page">Página</label>
      <select id="cms-preview-page" value={page} onChange={(event) => onChange(event.target.value)}>
        <option value={LISTING}>A lista</option>
        {listingOrder(collection, items).map((item) => (
          <option key={items.indexOf(item)} value={String(items.indexOf(item))}>
            {entryLabel(collection, item)}
          </option>
        ))}
      </select>
    </span>
  );
}

function PreviewFrame({ collection, items, assetUrl }: { collection: string; items: Item[]; assetUrl: AssetUrl }) {
  const [language, setLanguage] = useState<Language>(editingLanguage());
  const [page, setPage] = useState(LISTING);
  useEffect(() => onEditingLanguage(setLanguage), []);
  const i18n = useMemo(() => pageI18n(language, cmsLocales[language]), [language]);
  const Page = PREVIEWS[collection];
  if (!Page) return null;
  // An entry the editor removed leaves the listing shown.
  const item = page === LISTING ? undefined : items[Number(page)];
  return (
    <I18nextProvider i18n={i18n}>
      <nav className="cms-preview-languages" lang="pt-BR" aria-label="Idioma da pré-visualização">
        Pré-visualização em
        {LANGUAGES.map((option) => (
          <button key={option} type="button" aria-pressed={option === language} onClick={() => setEditingLanguage(option)}>
            {LANGUAGE_NAMES[option]}
          </button>
        ))}
        <PageChooser collection={collection} items={items} page={item ? page : LISTING} onChange={setPage} />
      </nav>
      <main lang={HREFLANG[language]}>
        {item && hasEntryPages(collection) ? (
          <EntryPreview collection={collection} items={items} item={item} language={language} assetUrl={assetUrl} />
        ) : (
          <Page items={items} language={language} assetUrl={assetUrl} />
        )}
      </main>
    </I18nextProvider>
  );
}

interface Island {
  container: HTMLElement | null;
  root: Root | null;
}

function previewTemplate(h: CreateElement, createClass: NonNullable<Window["createClass"]>, collection: CmsCollection): unknown {
  const fields = collection.files[0]?.fields ?? [];
  const islands = new WeakMap<object, Island>();
  const paint = (instance: object, props: PreviewProps) => {
    const island = islands.get(instance);
    if (!island?.container) return;
    island.root ??= createRoot(island.container);
    const data = props.entry.get("data").toJS() as Record<string, unknown>;
    const value: unknown = JSON.parse(fileText(fields, data, collection.list));
    const items = (collection.list ? value : [value]) as Item[];
    const assetUrl: AssetUrl = (file) => String(props.getAsset(file));
    island.root.render(<PreviewFrame collection={collection.name} items={items} assetUrl={assetUrl} />);
  };
  return createClass<PreviewProps>({
    componentDidMount(): void {
      paint(this, this.props);
    },
    componentDidUpdate(): void {
      paint(this, this.props);
    },
    componentWillUnmount(): void {
      const island = islands.get(this);
      // Unmounting a root while Decap's own render is under way would warn: it waits a turn.
      setTimeout(() => island?.root?.unmount(), 0);
    },
    render(): unknown {
      return h("div", {
        ref: (container: HTMLElement | null) => {
          const island = islands.get(this) ?? { container: null, root: null };
          island.container = container;
          islands.set(this, island);
        },
      });
    },
  });
}

export function registerPreviews(cms: DecapCms, config: GeneratedCmsConfig): void {
  const h = window.h;
  const createClass = window.createClass;
  if (!h || !createClass) return;
  for (const collection of config.collections) {
    if (PREVIEWS[collection.name]) cms.registerPreviewTemplate(collection.name, previewTemplate(h, createClass, collection));
  }
  cms.registerPreviewStyle(PREVIEW_STYLESHEET);
}
