import React from "react";
import entryIndex from "cms-entry-index";
import { EntryNav, type EntryLink } from "../../components/EntryNav";
import { PressEntry } from "../../components/EntryPage/PressEntry";
import { RoomEntry } from "../../components/EntryPage/RoomEntry";
import { SpeciesEntry } from "../../components/EntryPage/SpeciesEntry";
import { TrailEntry } from "../../components/EntryPage/TrailEntry";
import { roomCapacity } from "../../components/RoomCard/capacity";
import { CONSERVATION_STATUSES } from "../../content/content-schema";
import type { EntryCollection } from "../../content/entry-pages";
import { otherLanguage, type Language } from "../../lib/i18n/languages";
import { roomEnquiryPath } from "../../lib/routing/booking";
import { indexedLinks, indexedRelations } from "../entry-index";
import { asImageData, newestFirst, pressItemOf, roomOf, textIn, trailOf, type Item, type PreviewInput } from "./preview-pages";

/**
 * What the preview shows of one entry's own page: the site's page body for its kind, given the entry
 * as the editor holds it, and the entries it links to as the CMS page was built with them
 * (entry-index.ts). Previous and next walk the collection as the editor's list orders it.
 */

export interface EntryPreviewInput extends PreviewInput {
  item: Item;
}

const SPECIES: readonly EntryCollection[] = ["birds", "primates", "mammals"];

type Localized = Partial<Record<Language, string>>;

function listingOf(collection: EntryCollection, language: Language): EntryLink {
  const listing = entryIndex.listings[collection];
  return { name: listing?.name[language] ?? "", path: listing?.path[language] ?? "" };
}

/** The editor's name for an entry in the list of pages to preview. */
export function entryLabel(collection: EntryCollection, item: Item): string {
  const name = (collection === "press" ? item.title : item.name) as Localized | undefined;
  return name?.pt || String(item.id ?? "");
}

/** The collection's entries in the order its listing shows them. */
export const listingOrder = (collection: EntryCollection, items: readonly Item[]) => (collection === "press" ? newestFirst(items) : [...items]);

function Nav({ collection, items, item, language }: { collection: EntryCollection; items: Item[]; item: Item; language: Language }) {
  const listing = listingOf(collection, language);
  const ordered = listingOrder(collection, items);
  const at = ordered.indexOf(item);
  const link = (neighbour: Item | undefined): EntryLink | null => {
    const slug = (neighbour?.slug as Localized | undefined)?.[language];
    return neighbour && slug ? { name: textIn(language)(collection === "press" ? neighbour.title : neighbour.name), path: `${listing.path}${slug}/` } : null;
  };
  return <EntryNav previous={link(ordered[at - 1])} next={link(ordered[at + 1])} listing={listing} />;
}

function speciesEntry(collection: EntryCollection) {
  return function SpeciesEntryPreview({ item, language }: EntryPreviewInput) {
    const text = textIn(language);
    const names = (item.name ?? {}) as Localized;
    const related = indexedRelations(entryIndex, collection, String(item.id ?? ""));
    const status = CONSERVATION_STATUSES.find((known) => known === item.status) ?? null;
    return (
      <SpeciesEntry
        listingName={listingOf(collection, language).name}
        name={names[language] ?? ""}
        otherName={names[otherLanguage(language)] ?? ""}
        scientificName={String(item.scientificName ?? "")}
        status={status}
        description={text(item.description)}
        whereToLook={item.whereToLook ? text(item.whereToLook) : null}
        trails={indexedLinks(entryIndex, ["trails"], related.trailIds, language)}
        related={indexedLinks(entryIndex, SPECIES, related.speciesIds, language)}
        language={language}
      />
    );
  };
}

function trailEntry({ item, language }: EntryPreviewInput) {
  const species = Array.isArray(item.species) ? (item.species as string[]) : [];
  return (
    <TrailEntry
      listingName={listingOf("trails", language).name}
      trail={trailOf(item, language)}
      species={indexedLinks(entryIndex, SPECIES, species, language)}
      language={language}
    />
  );
}

function roomEntry({ item, language, assetUrl }: EntryPreviewInput) {
  const room = roomOf(item, language, assetUrl);
  const [cover, ...photos] = room.photos.flatMap((photo) => (photo.image ? [{ image: photo.image, alt: photo.alt }] : []));
  const enquiry = entryIndex.enquiryPath?.[language];
  return (
    <RoomEntry
      listingName={listingOf("rooms", language).name}
      room={{ ...room, capacity: roomCapacity(room) }}
      cover={cover ?? null}
      photos={photos}
      enquiryPath={enquiry ? roomEnquiryPath(enquiry, room.roomId) : null}
    />
  );
}

function pressEntry({ item, language, assetUrl }: EntryPreviewInput) {
  const pressItem = pressItemOf(item, language, assetUrl);
  const picture = pressItem.image?.childImageSharp;
  return (
    <PressEntry
      listingName={listingOf("press", language).name}
      item={pressItem}
      image={picture ? { data: asImageData(picture), alt: pressItem.imageAlt ?? "" } : null}
    />
  );
}

/** The page bodies of the collections whose entries have pages of their own, by collection name. */
const ENTRY_BODIES: Record<EntryCollection, React.ComponentType<EntryPreviewInput>> = {
  trails: trailEntry,
  press: pressEntry,
  rooms: roomEntry,
  birds: speciesEntry("birds"),
  primates: speciesEntry("primates"),
  mammals: speciesEntry("mammals"),
};

export const hasEntryPages = (collection: string): collection is EntryCollection => collection in ENTRY_BODIES;

/** One entry's page as the site will show it: its body, then previous, next and the way back to the listing. */
export function EntryPreview({ collection, ...input }: EntryPreviewInput & { collection: EntryCollection }) {
  const Body = ENTRY_BODIES[collection];
  return (
    <>
      <Body {...input} />
      <Nav collection={collection} items={input.items} item={input.item} language={input.language} />
    </>
  );
}
