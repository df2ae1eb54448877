import React from "react";
import * as styles from "./index.module.css";

/** Stroke icons drawn on a 24-unit grid; decorative unless given a label. */
const paths = {
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  chevron: "M6 9l6 6 6-6",
  arrow: "M5 12h14M13 6l6 6-6 6",
  external: "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  phone: "M6.5 3.5l3 .5 1.5 4-2 1.5a12 12 0 0 0 5.5 5.5l1.5-2 4 1.5.5 3c0 1.1-.9 2-2 2A16 16 0 0 1 4.5 5.5c0-1.1.9-2 2-2z",
  whatsapp: "M4 20l1.3-4.2A8 8 0 1 1 8.4 19zM9 8.5c0 3.5 2.5 6.5 6.5 6.5l1-1.6-2-1-1 1a4 4 0 0 1-2.4-2.4l1-1-1-2z",
  pin: "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  instagram: "M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM17 7h.01",
  facebook: "M14 21v-8h3l.5-3.5H14V7.5c0-1 .4-1.7 1.8-1.7H18V2.7A24 24 0 0 0 15.4 2.5C12.8 2.5 11 4 11 7v2.5H8V13h3v8",
  youtube:
    "M3 8.5c0-2 1.3-3.3 3.3-3.4C8 5 10 5 12 5s4 0 5.7.1c2 .1 3.3 1.4 3.3 3.4v7c0 2-1.3 3.3-3.3 3.4-1.7.1-3.7.1-5.7.1s-4 0-5.7-.1C4.3 18.8 3 17.5 3 15.5zM10 9v6l5-3z",
  linkedin:
    "M4 9h3.5v11H4zM5.75 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10.5 9H14v1.6c.6-1 1.8-1.9 3.6-1.9 3 0 3.9 1.9 3.9 4.8V20H18v-5.6c0-1.5-.3-2.7-1.8-2.7s-2.2 1.2-2.2 2.7V20h-3.5z",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.2a4 4 0 0 1 0 7.6M22 21v-1a6 6 0 0 0-4-5.6",
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  heart: "M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  check: "M5 12.5l4.5 4.5L19 7.5",
  info: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01",
  wifi: "M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01",
  leaf: "M5 19C5 10 10 5 20 4c-1 10-6 15-15 15zM5 19l7-7",
  pool: "M2 17c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M2 21c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 14V5a2 2 0 0 1 4 0M16 14V5a2 2 0 0 0-4 0M8 9h8",
  binoculars: "M6.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM17.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM10 16.5h4M3 16.5L5 6h4v7M21 16.5L19 6h-4v7",
  tower: "M8 21l2-14h4l2 14M7 7h10l-1-3H8zM9 14h6M12 7v14",
  restaurant: "M7 3v8a2 2 0 0 0 2 2v8M11 3v8a2 2 0 0 1-2 2M9 3v6M17 21V3c-2 0-3.5 2-3.5 6s1.5 5 3.5 5",
  parking: "M5 3h14v18H5zM10 17V7h3.5a3 3 0 0 1 0 6H10",
  boat: "M3 15l2 5h14l2-5zM6 15V9h12v6M12 9V4l4 3",
  trail: "M6 21c0-4 4-4 4-8s-4-4-4-8M14 21c0-4 4-4 4-8s-4-4-4-8",
} as const;

export type IconName = keyof typeof paths;

interface IconProps {
  name: IconName;
  /** When given, the icon is announced; otherwise it is hidden from assistive technology. */
  label?: string;
  className?: string;
  size?: number;
}

export function Icon({ name, label, className, size = 20 }: IconProps) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <path d={paths[name]} />
    </svg>
  );
}
