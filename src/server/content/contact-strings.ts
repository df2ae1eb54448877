import howToGetHereEn from "../../../content/locales/en/howToGetHere.json";
import howToGetHerePt from "../../../content/locales/pt/howToGetHere.json";
import { bundledStrings } from "./bundled-strings";

/** The contact form's strings (content/locales/<language>/howToGetHere.json), whose topics a message may have. */
export const contactStrings = bundledStrings({ howToGetHere: { pt: howToGetHerePt, en: howToGetHereEn } });
