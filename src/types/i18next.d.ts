// Written by `npm run schemas` from content/locales/pt/: do not edit.
import type accommodations from "../../content/locales/pt/accommodations.json";
import type chunkError from "../../content/locales/pt/chunkError.json";
import type common from "../../content/locales/pt/common.json";
import type enquiry from "../../content/locales/pt/enquiry.json";
import type fieldKit from "../../content/locales/pt/fieldKit.json";
import type formPages from "../../content/locales/pt/formPages.json";
import type forms from "../../content/locales/pt/forms.json";
import type home from "../../content/locales/pt/home.json";
import type howToGetHere from "../../content/locales/pt/howToGetHere.json";
import type mail from "../../content/locales/pt/mail.json";
import type menu from "../../content/locales/pt/menu.json";
import type newsletter from "../../content/locales/pt/newsletter.json";
import type notFound from "../../content/locales/pt/notFound.json";
import type screens from "../../content/locales/pt/screens.json";
import type wildlife from "../../content/locales/pt/wildlife.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    returnNull: false;
    returnEmptyString: false;
    resources: {
      accommodations: typeof accommodations;
      chunkError: typeof chunkError;
      common: typeof common;
      enquiry: typeof enquiry;
      fieldKit: typeof fieldKit;
      formPages: typeof formPages;
      forms: typeof forms;
      home: typeof home;
      howToGetHere: typeof howToGetHere;
      mail: typeof mail;
      menu: typeof menu;
      newsletter: typeof newsletter;
      notFound: typeof notFound;
      screens: typeof screens;
      wildlife: typeof wildlife;
    };
  }
}
