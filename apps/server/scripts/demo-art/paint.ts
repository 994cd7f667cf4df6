/**
 * Colour and SVG helpers for the demo bag drawings: a palette per leather colour, shared gradients
 * (leather sheen, gold hardware), rounded polygons and stitching.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear mix of two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export interface Palette {
  /** The catalogue colour itself. */
  base: string;
  highlight: string;
  light: string;
  mid: string;
  dark: string;
  darker: string;
  edge: string;
  stitch: string;
  lining: string;
  /** True for white, beige, yellow…: they need drawn outlines to stand out on a pale backdrop. */
  pale: boolean;
}

const WARM_SHADOW = "#8a7c6a";

export function paletteFor(hex: string): Palette {
  const lum = luminance(hex);
  const pale = lum > 0.55;
  const veryDark = lum < 0.02;
  // Pure black leather still needs a visible sheen: lift its midtone a touch.
  const mid = veryDark ? "#1b1a19" : hex;
  const shadowInk = pale ? WARM_SHADOW : "#000000";
  return {
    base: hex,
    highlight: veryDark ? "#5a5856" : mix(hex, "#ffffff", pale ? 0.7 : 0.45),
    light: veryDark ? "#3a3836" : mix(hex, "#ffffff", pale ? 0.45 : 0.22),
    mid,
    dark: veryDark ? "#0b0b0b" : mix(hex, shadowInk, pale ? 0.28 : 0.3),
    darker: veryDark ? "#000000" : mix(hex, shadowInk, pale ? 0.45 : 0.52),
    edge: veryDark ? "#050505" : mix(hex, shadowInk, pale ? 0.55 : 0.45),
    stitch: lum < 0.3 ? mix(hex, "#f4ead8", veryDark ? 0.55 : 0.5) : mix(hex, "#3b2a1a", pale ? 0.38 : 0.45),
    lining: lum < 0.3 ? "#c9a27e" : "#7a5a44",
    pale,
  };
}

/** Makes ids unique per drawing, so several bags can share one SVG document. */
export type IdMaker = (name: string) => string;
export function idMaker(prefix: string): IdMaker {
  return (name) => `${prefix}-${name}`;
}

export const GOLD = {
  shine: "#fff4cf",
  light: "#f0d68f",
  mid: "#d4ac52",
  dark: "#a07522",
  deep: "#6f4f14",
};

/** Gradients every bag uses: leather sheen, highlight, shading, gold. */
export function sharedDefs(id: IdMaker, pal: Palette): string {
  return `
  <linearGradient id="${id("leather")}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${pal.light}"/>
    <stop offset="0.42" stop-color="${pal.mid}"/>
    <stop offset="1" stop-color="${pal.dark}"/>
  </linearGradient>
  <linearGradient id="${id("leatherV")}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${pal.light}"/>
    <stop offset="0.5" stop-color="${pal.mid}"/>
    <stop offset="1" stop-color="${pal.dark}"/>
  </linearGradient>
  <linearGradient id="${id("leatherH")}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${pal.dark}"/>
    <stop offset="0.3" stop-color="${pal.light}"/>
    <stop offset="0.65" stop-color="${pal.mid}"/>
    <stop offset="1" stop-color="${pal.dark}"/>
  </linearGradient>
  <radialGradient id="${id("sheen")}" cx="0.3" cy="0.22" r="0.75">
    <stop offset="0" stop-color="#ffffff" stop-opacity="${pal.pale ? 0.55 : 0.3}"/>
    <stop offset="0.5" stop-color="#ffffff" stop-opacity="0.06"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="${id("shade")}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000000" stop-opacity="0"/>
    <stop offset="0.6" stop-color="#000000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000000" stop-opacity="${pal.pale ? 0.12 : 0.22}"/>
  </linearGradient>
  <linearGradient id="${id("sideShade")}" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#000000" stop-opacity="0.16"/>
    <stop offset="0.12" stop-color="#000000" stop-opacity="0"/>
    <stop offset="0.88" stop-color="#000000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000000" stop-opacity="0.2"/>
  </linearGradient>
  <linearGradient id="${id("gold")}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${GOLD.shine}"/>
    <stop offset="0.3" stop-color="${GOLD.light}"/>
    <stop offset="0.62" stop-color="${GOLD.mid}"/>
    <stop offset="0.85" stop-color="${GOLD.dark}"/>
    <stop offset="1" stop-color="${GOLD.light}"/>
  </linearGradient>
  <linearGradient id="${id("goldV")}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${GOLD.shine}"/>
    <stop offset="0.45" stop-color="${GOLD.mid}"/>
    <stop offset="1" stop-color="${GOLD.dark}"/>
  </linearGradient>
  <linearGradient id="${id("lining")}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${mix(pal.lining, "#000000", 0.35)}"/>
    <stop offset="1" stop-color="${pal.lining}"/>
  </linearGradient>`;
}

export type Point = readonly [number, number];

/** A closed polygon with rounded corners; `radius` is one value or one per vertex. */
export function roundedPoly(points: readonly Point[], radius: number | readonly number[]): string {
  const n = points.length;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const prev = points[(i + n - 1) % n] as Point;
    const cur = points[i] as Point;
    const next = points[(i + 1) % n] as Point;
    const r = typeof radius === "number" ? radius : (radius[i] ?? 0);
    const toPrev = unit(prev, cur);
    const toNext = unit(next, cur);
    const lenPrev = Math.hypot(prev[0] - cur[0], prev[1] - cur[1]);
    const lenNext = Math.hypot(next[0] - cur[0], next[1] - cur[1]);
    const rr = Math.min(r, lenPrev / 2, lenNext / 2);
    const a: Point = [cur[0] + toPrev[0] * rr, cur[1] + toPrev[1] * rr];
    const b: Point = [cur[0] + toNext[0] * rr, cur[1] + toNext[1] * rr];
    parts.push(
      `${i === 0 ? "M" : "L"}${f(a[0])},${f(a[1])} Q${f(cur[0])},${f(cur[1])} ${f(b[0])},${f(b[1])}`,
    );
  }
  return `${parts.join(" ")} Z`;
}

function unit(to: Point, from: Point): Point {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy) || 1;
  return [dx / len, dy / len];
}

/** Offsets a convex polygon inwards by `d` (for stitching lines that follow an edge). */
export function insetPoly(points: readonly Point[], d: number): Point[] {
  const n = points.length;
  let area = 0;
  for (let i = 0; i < n; i++) {
    const p = points[i] as Point;
    const q = points[(i + 1) % n] as Point;
    area += p[0] * q[1] - q[0] * p[1];
  }
  const sign = area > 0 ? 1 : -1;
  const lines = points.map((p, i) => {
    const q = points[(i + 1) % n] as Point;
    const [ux, uy] = unit(q, p);
    // Inward normal for the polygon's winding.
    const nx = -uy * sign;
    const ny = ux * sign;
    return { p: [p[0] + nx * d, p[1] + ny * d] as Point, u: [ux, uy] as Point };
  });
  return lines.map((line, i) => {
    const prev = lines[(i + n - 1) % n] as typeof line;
    return intersect(prev.p, prev.u, line.p, line.u);
  });
}

function intersect(p: Point, u: Point, q: Point, v: Point): Point {
  const det = u[0] * v[1] - u[1] * v[0];
  if (Math.abs(det) < 1e-9) return q;
  const t = ((q[0] - p[0]) * v[1] - (q[1] - p[1]) * v[0]) / det;
  return [p[0] + u[0] * t, p[1] + u[1] * t];
}

export function f(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** Leather panel: gradient fill, sheen, bottom shading, side shading and an edge line. */
export function leather(
  id: IdMaker,
  pal: Palette,
  d: string,
  options: { fill?: string; edgeWidth?: number; sheen?: boolean; sides?: boolean } = {},
): string {
  const fill = options.fill ?? `url(#${id("leather")})`;
  const edgeWidth = options.edgeWidth ?? (pal.pale ? 3 : 2.5);
  return [
    `<path d="${d}" fill="${fill}"/>`,
    options.sheen === false ? "" : `<path d="${d}" fill="url(#${id("sheen")})"/>`,
    `<path d="${d}" fill="url(#${id("shade")})"/>`,
    options.sides === false ? "" : `<path d="${d}" fill="url(#${id("sideShade")})"/>`,
    `<path d="${d}" fill="none" stroke="${pal.edge}" stroke-width="${edgeWidth}" stroke-linejoin="round"/>`,
  ].join("");
}

export function stitch(pal: Palette, d: string, width = 2.6): string {
  return `<path d="${d}" fill="none" stroke="${pal.stitch}" stroke-width="${width}" stroke-dasharray="9 6" stroke-linecap="round" opacity="0.9"/>`;
}

/** A strap or handle: a stroked path with an edge, a leather core and optional edge stitching. */
export function strapPath(
  pal: Palette,
  d: string,
  width: number,
  options: { stitched?: boolean; tone?: "light" | "dark" } = {},
): string {
  const core = options.tone === "dark" ? pal.dark : pal.mid;
  const parts = [
    `<path d="${d}" fill="none" stroke="${pal.edge}" stroke-width="${width + 4}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${d}" fill="none" stroke="${core}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
  ];
  if (options.stitched && width >= 16) {
    parts.push(
      `<path d="${d}" fill="none" stroke="${pal.stitch}" stroke-width="${width - 6}" stroke-dasharray="7 6" stroke-linecap="butt"/>`,
      `<path d="${d}" fill="none" stroke="${core}" stroke-width="${width - 10}" stroke-linecap="round"/>`,
    );
  }
  // A thin sheen line along the strap.
  parts.push(
    `<path d="${d}" fill="none" stroke="${pal.highlight}" stroke-width="${Math.max(2, width * 0.12)}" stroke-linecap="round" opacity="${options.tone === "dark" ? 0.18 : 0.35}" transform="translate(-${f(width * 0.18)},-${f(width * 0.12)})"/>`,
  );
  return parts.join("");
}

/** A gold ring (D-ring, O-ring) seen from the front. */
export function goldRing(id: IdMaker, cx: number, cy: number, rx: number, ry: number, w = 7): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${GOLD.deep}" stroke-width="${w + 2}"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="url(#${id("gold")})" stroke-width="${w}"/>`;
}

export function goldStud(id: IdMaker, cx: number, cy: number, r: number): string {
  return `<circle cx="${f(cx)}" cy="${f(cy + r * 0.18)}" r="${f(r)}" fill="#000" opacity="0.22"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${id("gold")})" stroke="${GOLD.deep}" stroke-width="1.5"/><circle cx="${f(cx - r * 0.3)}" cy="${f(cy - r * 0.3)}" r="${f(r * 0.32)}" fill="${GOLD.shine}" opacity="0.8"/>`;
}
