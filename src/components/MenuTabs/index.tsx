import React, { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBRL } from "../../lib/format/business-constants";
import type { Language } from "../../lib/i18n/languages";
import { groupSnacks, nextTabIndex, snackBandLabel } from "../../lib/format/menu";
import { WITHOUT_JS, WITHOUT_JS_LABEL } from "../../lib/behaviours/without-js";
import * as styles from "./index.module.css";

type Menu = NonNullable<Queries.MenuPageQuery["menuContent"]>;
type Item = Menu["snacks"][number];

export const MENU_TABS = ["snacks", "drinks", "eats"] as const;

function ItemList({ items, language }: { items: readonly Item[]; language: Language }) {
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.menuItemKey} className={styles.item}>
          <span className={styles.name}>
            {item.name}
            {item.description && <span className={styles.description}>{item.description}</span>}
          </span>
          <span className={styles.price}>{formatBRL(item.priceBRL, language)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The table-side menu: three tabs (ARIA tabs pattern: arrows, Home and End move and select, one tab stop),
 * snacks grouped by price band (menu.json › snackPriceBands), the wine list with the drinks.
 */
export function MenuTabs({ menu, language }: { menu: Menu; language: Language }) {
  const { t } = useTranslation(["menu"]);
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = nextTabIndex(event.key, selected, MENU_TABS.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
  };
  const bands = menu.snackPriceBands;

  const panels: Record<(typeof MENU_TABS)[number], React.ReactNode> = {
    snacks: groupSnacks(menu.snacks, bands).map((group) => (
      <section key={group.band} className={styles.group} aria-labelledby={`band-${group.band}`}>
        <h2 id={`band-${group.band}`} className={styles.groupHeading}>
          {snackBandLabel(group.band, bands, language)}
        </h2>
        <ItemList items={group.items} language={language} />
      </section>
    )),
    drinks: (
      <>
        {menu.drinks.map((group) => (
          <section key={group.menuGroupKey} className={styles.group} aria-labelledby={`drinks-${group.menuGroupKey}`}>
            <h2 id={`drinks-${group.menuGroupKey}`} className={styles.groupHeading}>
              {group.heading}
            </h2>
            <ItemList items={group.items} language={language} />
          </section>
        ))}
        <section className={styles.group} aria-labelledby="wine-list">
          <h2 id="wine-list" className={styles.groupHeading}>
            {t("menu:wineList")}
          </h2>
          <table className={styles.wines}>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t("menu:wineList")}</span>
                </th>
                <th scope="col">{t("menu:glass")}</th>
                <th scope="col">{t("menu:bottle")}</th>
              </tr>
            </thead>
            <tbody>
              {menu.wines.map((wine) => (
                <tr key={wine.wineKey}>
                  <th scope="row">
                    <span className={styles.name}>{wine.name}</span>
                    <span className={styles.description}>
                      {wine.style} · {wine.origin}
                    </span>
                  </th>
                  <td>{wine.glassBRL ? formatBRL(wine.glassBRL, language) : "—"}</td>
                  <td>{formatBRL(wine.bottleBRL, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </>
    ),
    eats: menu.eats.map((group) => (
      <section key={group.menuGroupKey} className={styles.group} aria-labelledby={`eats-${group.menuGroupKey}`}>
        <h2 id={`eats-${group.menuGroupKey}`} className={styles.groupHeading}>
          {group.heading}
        </h2>
        <ItemList items={group.items} language={language} />
      </section>
    )),
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t("menu:tabsLabel")} className={styles.tablist} {...WITHOUT_JS.hide}>
        {MENU_TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-controls={`panel-${tab}`}
            aria-selected={selected === index}
            tabIndex={selected === index ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {t(`menu:tabs.${tab}`)}
          </button>
        ))}
      </div>
      {MENU_TABS.map((tab, index) => (
        <div
          key={tab}
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
          hidden={selected !== index}
          tabIndex={0}
          className={styles.panel}
          {...WITHOUT_JS.show}
          {...{ [WITHOUT_JS_LABEL]: t(`menu:tabs.${tab}`) }}
        >
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}
