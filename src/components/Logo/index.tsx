import React from "react";

/** The lodge's mark: a bird in flight whose raised wing is a leaf; drawn in currentColor. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="2 -2 60 60" aria-hidden="true">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M61,27.5C57.5,26.2 54.6,25.6 52.4,25.2C50.2,21.2 44.6,20.2 41.2,23.4C37.4,27 31.6,31.8 24.4,35.8C17.6,39.6 10,44.2 3,50.6C11.4,48.8 18.6,47.6 24.2,46.6C33.6,45 42.4,41.8 48.4,34.8C50,33 51.4,31 53,29.6C55.8,28.6 58.4,28 61,27.5ZM47.9,27.2a1.9,1.9 0 1,0 -3.8,0a1.9,1.9 0 1,0 3.8,0Z"
      />
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M22.6,37C13.4,31.6 8.8,20.8 11.2,5.4C22.8,10.8 33.2,19.4 36.2,30.6C32.4,33.4 27.8,35.6 22.6,37ZM26.6,33.2C22.4,26.4 18,18.6 13.6,9.6C19.4,17.4 24.8,24.6 28.8,32.2Z"
      />
    </svg>
  );
}
