import "../styles/shared";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { useTranslation } from "react-i18next";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { EnquiryForm } from "../components/Form/EnquiryForm";
import { FormLayout } from "../components/FormLayout";
import { packageStay, roomStay } from "../lib/forms/enquiry";
import type { EnquiryPageContext } from "../content/enquiry-pages";
import * as styles from "./forms.module.css";

/**
 * The booking enquiry page, where "Book now" leads while the lodge has no booking page of its own; its
 * copy for a room (enquiry-pages.ts) starts with that room chosen.
 */
export default function BookingEnquiryPage({ data, pageContext }: PageProps<Queries.BookingEnquiryPageQuery, EnquiryPageContext>) {
  const { t } = useTranslation(["formPages"]);
  const route = data.route;
  const site = data.siteConfig;
  if (!route || !site) throw new Error("The booking-enquiry route or the site configuration is missing from the page query");
  const rooms = data.allRoom.nodes.map((room) => ({ value: roomStay(room.roomId), label: room.name }));
  const packages = data.allItinerary.nodes.map((item) => ({ value: packageStay(item.itineraryId), label: item.title, days: item.days }));
  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={route.title} lead={route.description} size="band" />
      <div className={styles.body}>
        <FormLayout
          aside={{
            heading: t("formPages:enquiry.heading"),
            steps: [t("formPages:enquiry.step1"), t("formPages:enquiry.step2"), t("formPages:enquiry.step3")],
            note: t("formPages:enquiry.note", { checkIn: site.checkInFrom, checkOut: site.checkOutUntil }),
          }}
        >
          <EnquiryForm rooms={rooms} packages={packages} chosenStay={pageContext.chosenStay} from={pageContext.alternates[pageContext.language] ?? "/"} />
        </FormLayout>
      </div>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.BookingEnquiryPageQuery, EnquiryPageContext> = ({ data, pageContext }) => (
  <PageHead shell={data} page={pageContext} locales={data.locales} />
);

export const query = graphql`
  query BookingEnquiryPage($language: String!, $routeId: String!, $namespaces: [String!]!) {
    ...PageShell
    allRoom(sort: { position: ASC }) {
      nodes {
        roomId
        name(locale: $language)
      }
    }
    allItinerary(sort: { days: ASC }) {
      nodes {
        itineraryId
        days
        title(locale: $language)
      }
    }
  }
`;
