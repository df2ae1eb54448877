import React from "react";

/** The lodge's mark: a leaf whose midrib is a perched bird; drawn in currentColor. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M27.5 3.5C15.2 4.1 6.3 10.4 4.6 21.1c-.2 1.4-.3 2.9-.2 4.4l2.2-.2c0-1.2 0-2.4.2-3.6C8.3 13.8 14.4 8.3 22.7 6.3c-6 3.2-10.1 8.6-11.7 15.6 7.8.4 13.5-3.4 15.5-10.7.7-2.4 1-5 1-7.7zM11.2 26.2c1.6 0 3-.6 4-1.7l-1.6-1.5c-.6.6-1.4 1-2.4 1z"
      />
    </svg>
  );
}
