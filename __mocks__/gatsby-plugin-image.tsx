import React from "react";

/**
 * Jest stand-in: an image with its alt text (and the alt's `lang`, which the real component also puts
 * on its img) is all a component test needs to see, and where the picture is cropped from
 * (`objectPosition`, which the real component also sets on its img).
 */
module.exports = {
  GatsbyImage: ({ alt, lang, className, objectPosition }: { alt: string; lang?: string; className?: string; objectPosition?: string }) =>
    React.createElement("img", { alt, lang, className, style: objectPosition ? { objectPosition } : undefined }),
  getImage: (data: unknown) => data ?? undefined,
};
