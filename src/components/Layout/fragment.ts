import { graphql } from "gatsby";

/**
 * What every page needs beyond its own content: site configuration, the route table in the page's
 * language (navbar, footer, breadcrumbs), the current route's title and description (Head), and the
 * UI strings of the namespaces the template reads (`locales`, which gatsby-plugin-react-i18next hands
 * to the page's components through react-i18next).
 */
export const pageShellFragment = graphql`
  fragment PageShell on Query {
    siteConfig {
      productName
      tagline(locale: $language)
      description(locale: $language)
      keywords(locale: $language)
      siteUrl
      bookingUrl
      email
      feedbackEmail
      phone
      whatsappReservations
      whatsappGuidance
      lodgeReviewUrl
      birdHotspotUrl
      experienceReviewFormUrl
      social {
        instagram
        facebook
        youtube
        linkedin
      }
      developerCredit {
        name(locale: $language)
        url
      }
      address {
        locality
        region
        regionCode
        country
      }
      geo {
        latitude
        longitude
      }
      checkInFrom
      checkOutUntil
      analyticsMeasurementId
      countryLookupUrl
      tabTeaserPt: tabTeaser(locale: "pt")
      tabTeaserEn: tabTeaser(locale: "en")
      announcement {
        route {
          routeId
          path(locale: $language)
        }
        section
      }
      featureFlags {
        enableBooking
        enableTestimonials
        enableNewsletter
        enableChat
        useImageKitForHomepage
      }
      shareImage {
        childImageSharp {
          resize(width: 800, quality: 75) {
            src
            width
            height
          }
        }
      }
    }
    allRoute(sort: { position: ASC }) {
      nodes {
        routeId
        navGroup
        footerGroup
        footerOrder
        navLabel(locale: $language)
        path(locale: $language)
      }
    }
    route(routeId: { eq: $routeId }) {
      routeId
      title(locale: $language)
      description(locale: $language)
    }
    # In a fixed order: the nodes come in the order their files were read, which varies between builds,
    # and a page whose data differs for nothing is uploaded again and gives the field kit a new build id.
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }, sort: { ns: ASC }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
