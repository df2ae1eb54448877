import React from "react";
import site from "../../../content/site.json";
import { PressList } from "../../components/PressList";
import { RoomCard, type Room } from "../../components/RoomCard";
import { SpeciesSection } from "../../components/Species";
import { speciesCard } from "../../components/Species/cards";
import { TrailList } from "../../components/Trails";
import { businessConstants, interpolateConstants } from "../../lib/format/business-constants";
import { formatDistance } from "../../lib/format/measures";
import type { Language } from "../../lib/i18n/languages";
import { useTranslation } from "react-i18next";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { PreviewImage } from "./shims/gatsby-plugin-image";

/**
 * What the preview shows for each collection: the site's own components, given the entry as the
 * editor holds it (in the file's shape, content-json.ts), in one language, with the {{tokens}} of
 * site.json filled in as the build fills them.
 */

type Localized = { pt?: string; en?: string };
export type Item = Record<string, unknown>;

/** Finds a picture the editor chose (a new upload too) by its path in the content. */
export type AssetUrl = (file: string) => string;

export interface PreviewInput {
  items: Item[];
  language: Language;
  assetUrl: AssetUrl;
}

export function textIn(language: Language) {
  const constants = businessConstants(site as unknown as Parameters<typeof businessConstants>[0], language);
  return (value: unknown): string => interpolateConstants(((value ?? {}) as Localized)[language] ?? "", constants);
}

/**
 * The preview's picture where a component's props name gatsby-plugin-image's type: in the CMS bundle
 * that module is the preview's own (admin-site.ts aliases it to shims/), which draws this shape.
 */
export const asImageData = (picture: PreviewImage) => picture as unknown as IGatsbyImageData;

const listOf = (value: unknown) => (Array.isArray(value) ? (value as Item[]) : []);

export const image = (file: unknown, assetUrl: AssetUrl): PreviewImage | null =>
  typeof file === "string" && file !== "" ? { previewSrc: assetUrl(file) } : null;

/** A trail as the list and the trail's page take it, from the entry as the editor holds it. */
export function trailOf(trail: Item, language: Language) {
  const text = textIn(language);
  return {
    trailId: String(trail.id ?? ""),
    name: text(trail.name),
    description: text(trail.description),
    durationHours: Number(trail.durationHours ?? 0),
    distanceText: formatDistance(Number(trail.distanceKm ?? 0), language),
    difficulty: String(trail.difficulty ?? "easy"),
    mode: String(trail.mode ?? "walk"),
  };
}

function trails({ items, language }: PreviewInput) {
  const trails = items.map((trail) => trailOf(trail, language));
  return <TrailList trails={trails as unknown as Parameters<typeof TrailList>[0]["trails"]} />;
}

/** The press page's order: the newest first, the file's order within a year. */
export const newestFirst = (items: readonly Item[]) => [...items].sort((a, b) => Number(b.year ?? 0) - Number(a.year ?? 0));

/** A news item as the list and its page take it, from the entry as the editor holds it. */
export function pressItemOf(item: Item, language: Language, assetUrl: AssetUrl) {
  const text = textIn(language);
  const picture = image(item.image, assetUrl);
  return {
    pressItemId: Number(item.id ?? 0),
    title: text(item.title),
    source: String(item.source ?? ""),
    year: Number(item.year ?? 0),
    description: text(item.description),
    fullContent: Array.isArray(item.fullContent) ? item.fullContent.map(text) : null,
    url: typeof item.url === "string" ? item.url : null,
    exclusive: item.exclusive === true ? true : null,
    watchUrl: typeof item.watchUrl === "string" ? item.watchUrl : null,
    image: picture ? { childImageSharp: picture } : null,
    imageAlt: item.imageAlt ? text(item.imageAlt) : null,
  };
}

function press({ items, language, assetUrl }: PreviewInput) {
  const pressItems = newestFirst(items).map((item) => pressItemOf(item, language, assetUrl));
  return <PressList items={pressItems as unknown as Parameters<typeof PressList>[0]["items"]} />;
}

/** A room as the card and the room's page take it, from the entry as the editor holds it. */
export function roomOf(room: Item, language: Language, assetUrl: AssetUrl): Room {
  const text = textIn(language);
  return {
    roomId: String(room.id ?? ""),
    name: text(room.name),
    summary: text(room.summary),
    description: text(room.description),
    guests: (room.guests as Room["guests"]) ?? null,
    view: text(room.view),
    ideal: text(room.ideal),
    highlights: listOf(room.highlights).map(text),
    photos: listOf(room.images).flatMap((photo) => {
      const picture = image(photo.file, assetUrl);
      return picture ? [{ image: asImageData(picture), alt: text(photo.alt) }] : [];
    }),
    apartments: listOf(room.units).map((unit) => ({
      unitId: String(unit.id ?? ""),
      name: text(unit.name),
      guests: unit.guests as { min: number; max: number },
      description: text(unit.description),
    })),
  };
}

function rooms({ items, language, assetUrl }: PreviewInput) {
  return (
    <div className="cms-preview-rooms">
      {items.map((item) => {
        const room = roomOf(item, language, assetUrl);
        return <RoomCard key={room.roomId} room={room} />;
      })}
    </div>
  );
}

function species(kind: "birds" | "mammals" | "primates") {
  return function SpeciesPreview({ items, language }: PreviewInput) {
    const { t } = useTranslation(["wildlife"]);
    const text = textIn(language);
    const cards = items.map((entry) =>
      speciesCard(
        {
          key: String(entry.id ?? ""),
          namePt: (entry.name as Localized | undefined)?.pt ?? "",
          nameEn: (entry.name as Localized | undefined)?.en ?? "",
          scientificName: String(entry.scientificName ?? ""),
          description: text(entry.description),
          status: typeof entry.status === "string" ? entry.status : null,
        },
        language,
      ),
    );
    return (
      <SpeciesSection
        id={kind}
        heading={t(`wildlife:${kind}.heading`, { count: cards.length })}
        intro={t(`wildlife:${kind}.intro`)}
        species={cards}
        legend={kind !== "mammals"}
      />
    );
  };
}

/** The collections whose preview is the page's own rendering, by collection name. */
export const PREVIEWS: Record<string, React.ComponentType<PreviewInput>> = {
  trails,
  press,
  rooms,
  birds: species("birds"),
  mammals: species("mammals"),
  primates: species("primates"),
};
