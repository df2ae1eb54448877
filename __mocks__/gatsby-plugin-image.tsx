import React from "react";

/**
 * Jest stand-in: an image with its alt text is all a component test needs to see, and where the
 * picture is cropped from (`objectPosition`, which the real component also sets on its img).
 */
module.exports = {
  GatsbyImage: ({ alt, className, objectPosition }: { alt: string; className?: string; objectPosition?: string }) =>
    React.createElement("img", { alt, className, style: objectPosition ? { objectPosition } : undefined }),
  getImage: (data: unknown) => data ?? undefined,
};
