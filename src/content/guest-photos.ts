import type { GatsbyNode, NodeInput } from "gatsby";
import { exportScriptOutput } from "./export-script";
import type { PublishedPhoto } from "../server/photos/published-photos";

export const GUEST_PHOTO_TYPE = "GuestPhoto";

export const guestPhotoTypeDefs = `
  "A guest's photo that staff approved: published with the captions and credit they set."
  type ${GUEST_PHOTO_TYPE} implements Node {
    guestPhotoId: String!
    "The caption in the guest's language (\`language\`); empty when there is none."
    caption: String!
    language: String!
    "The caption in the site's other language, when staff gave one."
    captionOther: String
    credit: String!
    approvedAt: Float!
    image: File @link(by: "absolutePath")
  }
`;

let published: PublishedPhoto[] = [];

/**
 * Before sourcing: copies the approved photos out of the database and file store the environment
 * names (the same ones the server uses), by running scripts/export-guest-photos.ts. Resolves with
 * how many there are.
 */
export async function prepareGuestPhotos(): Promise<number> {
  published = JSON.parse(await exportScriptOutput("scripts/export-guest-photos.ts")) as PublishedPhoto[];
  return published.length;
}

export const sourceGuestPhotos: NonNullable<GatsbyNode["sourceNodes"]> = ({ actions, createNodeId, createContentDigest }) => {
  for (const photo of published) {
    const data = {
      guestPhotoId: photo.id,
      caption: photo.caption,
      language: photo.language,
      captionOther: photo.captionOther,
      credit: photo.credit,
      approvedAt: photo.approvedAt,
      image: photo.file,
    };
    const node: NodeInput = {
      ...data,
      id: createNodeId(`${GUEST_PHOTO_TYPE}-${photo.id}`),
      internal: { type: GUEST_PHOTO_TYPE, contentDigest: createContentDigest(data) },
    };
    actions.createNode(node);
  }
};
