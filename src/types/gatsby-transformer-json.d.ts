/** gatsby-transformer-json ships no types; the tests call its node hook as Gatsby does. */
declare module "gatsby-transformer-json/gatsby-node" {
  export const onCreateNode: NonNullable<import("gatsby").GatsbyNode["onCreateNode"]>;
}
