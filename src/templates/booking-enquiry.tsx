import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { PageFrame, PageHead } from "../components/PageFrame";
import { PageHero } from "../components/PageHero";
import { EnquiryForm } from "../components/Form/EnquiryForm";
import type { SitePageContext } from "../lib/routing/page-context";
import * as styles from "./forms.module.css";

/** The booking enquiry page, where "Book now" leads while the lodge has no booking page of its own. */
export default function BookingEnquiryPage({ data, pageContext }: PageProps<Queries.BookingEnquiryPageQuery, SitePageContext>) {
  const route = data.route;
  if (!route) throw new Error("The booking-enquiry route is missing from the page query");
  const rooms = data.allRoom.nodes.map((room) => ({ value: `room:${room.roomId}`, label: room.name }));
  const packages = data.allItinerary.nodes.map((item) => ({ value: `package:${item.itineraryId}`, label: item.title, days: item.days }));
  return (
    <PageFrame shell={data} page={pageContext}>
      <PageHero title={route.title} lead={route.description} size="band" />
      <div className={styles.body}>
        <EnquiryForm rooms={rooms} packages={packages} from={pageContext.alternates[pageContext.language] ?? "/"} />
      </div>
    </PageFrame>
  );
}

export const Head: HeadFC<Queries.BookingEnquiryPageQuery, SitePageContext> = ({ data, pageContext }) => (
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
