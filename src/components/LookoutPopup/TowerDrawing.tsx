import React from "react";

/**
 * The new lookout tower as a small vector drawing: no image request, and vector shapes are never
 * a page's largest-contentful-paint candidate, so the popup cannot take over the page's LCP.
 */
export function TowerDrawing({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 240 150" role="img" aria-label={label}>
      <defs>
        <linearGradient id="tower-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3d596" />
          <stop offset="1" stopColor="#e9b65c" />
        </linearGradient>
      </defs>
      <rect width="240" height="150" fill="url(#tower-sky)" />
      <circle cx="182" cy="52" r="18" fill="#fbf7ef" opacity="0.8" />
      <path d="M0 118 Q20 96 40 112 Q58 90 80 110 Q100 92 118 112 Q140 94 160 112 Q182 92 204 110 Q222 98 240 112 V150 H0Z" fill="#2f6b47" />
      <path d="M0 132 Q30 116 60 130 Q92 114 124 130 Q156 116 188 130 Q214 118 240 128 V150 H0Z" fill="#163826" />
      <g stroke="#5b3a1a" strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M100 140 L108 52 M140 140 L132 52 M104 100 H136 M102 120 H138 M106 76 H134 M104 100 L134 76 M102 120 L136 100" />
      </g>
      <path d="M96 52 H144 L138 40 H102Z" fill="#7a4f24" />
      <path d="M92 40 H148 L120 22Z" fill="#5b3a1a" />
      <path d="M60 64 q6 -6 12 0 q6 -6 12 0" stroke="#0b1f16" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
