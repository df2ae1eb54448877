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
import type { PreviewImage } from "./shims/gatsby-plugin-image";

/**
 * What the preview shows for each collection: the site's own components, given the entry as the
 * editor holds it (in the file's shape, content-json.ts), in one language, with the {{tokens}} of
 * site.json filled in as the build fills them.
 */

type Localized = { pt?: string; en?: string };
type Item = Record<string, unknown>;

/** Finds a picture the editor chose (a new upload too) by its path in the content. */
export type AssetUrl = (file: string) => string;

export interface PreviewInput {
  items: Item[];
  language: Language;
  assetUrl: AssetUrl;
}

function textIn(language: Language) {
  const constants = businessConstants(site as unknown as Parameters<typeof businessConstants>[0], language);
  return (value: unknown): string => interpolateConstants(((value ?? {}) as Localized)[language] ?? "", constants);
}

const image = (file: unknown, assetUrl: AssetUrl): PreviewImage | null => (typeof file === "string" && file !== "" ? { previewSrc: assetUrl(file) } : null);

function trails({ items, language }: PreviewInput) {
  const text = textIn(language);
  const trails = items.map((trail) => ({
    trailId: String(trail.id ?? ""),
    name: text(trail.name),
    description: text(trail.description),
    durationHours: Number(trail.durationHours ?? 0),
    distanceText: formatDistance(Number(trail.distanceKm ?? 0), language),
    difficulty: String(trail.difficulty ?? "easy"),
    mode: String(trail.mode ?? "walk"),
  }));
  return <TrailList trails={trails as unknown as Parameters<typeof TrailList>[0]["trails"]} />;
}

function press({ items, language, assetUrl }: PreviewInput) {
  const text = textIn(language);
  const pressItems = [...items]
    .sort((a, b) => Number(b.year ?? 0) - Number(a.year ?? 0))
    .map((item) => ({
      pressItemId: Number(item.id ?? 0),
      title: text(item.title),
      source: String(item.source ?? ""),
      year: Number(item.year ?? 0),
      description: text(item.description),
      fullContent: Array.isArray(item.fullContent) ? item.fullContent.map(text) : null,
      url: typeof item.url === "string" ? item.url : null,
      exclusive: item.exclusive === true ? true : null,
      watchUrl: typeof item.watchUrl === "string" ? item.watchUrl : null,
      image: image(item.image, assetUrl) ? { childImageSharp: image(item.image, assetUrl) } : null,
      imageAlt: item.imageAlt ? text(item.imageAlt) : null,
    }));
  return <PressList items={pressItems as unknown as Parameters<typeof PressList>[0]["items"]} />;
}

function rooms({ items, language, assetUrl }: PreviewInput) {
  const text = textIn(language);
  const list = (value: unknown) => (Array.isArray(value) ? (value as Item[]) : []);
  const rooms: Room[] = items.map((room) => ({
    roomId: String(room.id ?? ""),
    name: text(room.name),
    summary: text(room.summary),
    description: text(room.description),
    guests: (room.guests as Room["guests"]) ?? null,
    view: text(room.view),
    ideal: text(room.ideal),
    highlights: list(room.highlights).map(text),
    photos: list(room.images).map((photo) => ({ image: image(photo.file, assetUrl) as never, alt: text(photo.alt) })),
    apartments: list(room.units).map((unit) => ({
      unitId: String(unit.id ?? ""),
      name: text(unit.name),
      guests: unit.guests as { min: number; max: number },
      description: text(unit.description),
    })),
  }));
  return (
    <div className="cms-preview-rooms">
      {rooms.map((room) => (
        <RoomCard key={room.roomId} room={room} />
      ))}
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
