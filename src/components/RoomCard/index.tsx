import { Link } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import React, { Suspense, lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApartmentDetails, type Apartment } from "../ApartmentDetails";
import { ChunkBoundary } from "../ChunkBoundary";
import type { RoomPhoto } from "../RoomModal";
import { roomCapacity } from "./capacity";
import { RoomFeatures } from "./RoomFeatures";

export { roomCapacity } from "./capacity";
import * as styles from "./index.module.css";

// The room's dialog loads when a visitor reaches for its button (pointer near it, or focus on it),
// so its code and styles stay off the page's first load.
const loadRoomModal = () => import("../RoomModal");
const RoomModal = lazy(() => loadRoomModal().then(({ RoomModal }) => ({ default: RoomModal })));
const warmRoomModal = () => void loadRoomModal();

export interface Room {
  roomId: string;
  name: string;
  summary: string;
  description: string;
  guests: { min: number; max: number } | null;
  view: string;
  ideal: string;
  highlights: readonly string[];
  photos: readonly RoomPhoto[];
  apartments: readonly Apartment[];
  /** Its own page; the CMS preview has none. */
  path?: string | null;
}

export function RoomCard({ room }: { room: Room }) {
  const { t } = useTranslation(["accommodations"]);
  const [open, setOpen] = useState(false);
  const cover = room.photos[0];
  const capacity = roomCapacity(room);
  return (
    <article className={styles.card} aria-labelledby={`room-${room.roomId}`}>
      {cover?.image && <GatsbyImage image={cover.image} alt={cover.alt} className={styles.image} />}
      <div className={styles.body}>
        <h3 id={`room-${room.roomId}`} className={styles.name}>
          {room.path ? <Link to={room.path}>{room.name}</Link> : room.name}
        </h3>
        <p className={styles.summary}>{room.summary}</p>
        <RoomFeatures capacity={capacity} view={room.view} ideal={room.ideal} />
        {room.apartments.length > 0 && <ApartmentDetails apartments={room.apartments} />}
        <button
          type="button"
          className={styles.open}
          onClick={() => setOpen(true)}
          onPointerEnter={warmRoomModal}
          onFocus={warmRoomModal}
          aria-haspopup="dialog"
        >
          {t("accommodations:viewRoom")}
          <span className="visually-hidden">: {room.name}</span>
        </button>
      </div>
      {open && (
        <ChunkBoundary onFailure={() => setOpen(false)}>
          <Suspense fallback={null}>
            <RoomModal name={room.name} description={room.description} highlights={room.highlights} photos={room.photos} onClose={() => setOpen(false)} />
          </Suspense>
        </ChunkBoundary>
      )}
    </article>
  );
}
