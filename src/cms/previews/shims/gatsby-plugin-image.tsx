import React from "react";

/**
 * gatsby-plugin-image in the CMS preview: the build's resized variants do not exist for a picture
 * the editor just chose, so the preview shows the picture itself (its address from the CMS) in the
 * same place and shape.
 */
export interface PreviewImage {
  previewSrc: string;
}

export type IGatsbyImageData = PreviewImage;

export function getImage(image: PreviewImage | null | undefined): PreviewImage | undefined {
  return image ?? undefined;
}

export function GatsbyImage({ image, alt, className }: { image: PreviewImage; alt: string; className?: string }) {
  return (
    <div className={`gatsby-image-wrapper ${className ?? ""}`} style={{ position: "relative", overflow: "hidden" }}>
      <img src={image.previewSrc} alt={alt} style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }} />
    </div>
  );
}
