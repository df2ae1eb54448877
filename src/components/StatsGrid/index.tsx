import React from "react";
import * as styles from "./index.module.css";

export interface Stat {
  id: string;
  value: string;
  title: string;
  description: string;
}

/** The biodiversity figures (bird, primate and mammal species counts), from site config. */
export function StatsGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <ul className={styles.grid}>
      {stats.map((stat) => (
        <li key={stat.id} className={styles.stat}>
          <p className={styles.figure}>
            <span className={styles.value}>{stat.value}</span> <span className={styles.title}>{stat.title}</span>
          </p>
          <p className={styles.description}>{stat.description}</p>
        </li>
      ))}
    </ul>
  );
}
