import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { ExternalLink } from "../ExternalLink";
import { Icon } from "../Icon";
import * as styles from "./index.module.css";

export interface MapMarker {
  label: string;
  x: number;
  y: number;
  highlight: boolean;
  /** Which side of its dot the label sits, so neighbouring labels do not overlap. */
  side: string;
}

/** Google Maps at the lodge's coordinates; opens the visitor's maps app on phones. */
export function mapsUrl(geo: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${geo.latitude},${geo.longitude}`;
}

interface RegionMapProps {
  image: IGatsbyImageData | null;
  alt: string;
  markers: readonly MapMarker[];
  geo: { latitude: number; longitude: number };
  caption: string;
  openLabel: string;
}

/**
 * A static schematic map with place labels, and a link to a real map: no map library or tiles load
 * with the page (issue #2: the map must not slow the page).
 */
export function RegionMap({ image, alt, markers, geo, caption, openLabel }: RegionMapProps) {
  return (
    <figure className={styles.map}>
      <div className={styles.frame}>
        {image && <GatsbyImage image={image} alt={alt} className={styles.image} />}
        <ul className={styles.markers} aria-hidden="true">
          {markers.map((marker) => (
            <li
              key={marker.label}
              className={styles.marker}
              data-highlight={marker.highlight ? "" : undefined}
              data-side={marker.side}
              style={{ left: `${marker.x}%`, top: `${marker.y}%` }}
            >
              {marker.label}
            </li>
          ))}
        </ul>
      </div>
      <figcaption className={styles.caption}>
        <span>{caption}</span>
        <ExternalLink href={mapsUrl(geo)} className={styles.open}>
          <Icon name="pin" />
          {` ${openLabel}`}
        </ExternalLink>
      </figcaption>
    </figure>
  );
}
