/**
 * Whole pictures built from the bag drawings: product views (front, three-quarter, hardware
 * close-up, styled plinth shot) and helpers to place bags in larger compositions.
 */
import type { DemoStyle, DemoView } from "../../src/modules/products/demo-catalogue/demo-styles";
import { type BagArt, drawBag, sideColour } from "./bags";
import { f, hexToRgb, idMaker, mix, type Palette, paletteFor } from "./paint";

export interface Figure {
  defs: string;
  svg: string;
}

export const BLUR_FILTERS = `
  <filter id="blurSoft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="22"/></filter>
  <filter id="blurTight" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
  <filter id="blurWide" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>`;

/**
 * A bag in its own 1000 × 1000 frame, with its contact shadow.
 * `turn` = 0 is straight on; 1 is the three-quarter view (depth to the right).
 */
export function bagFigure(style: DemoStyle, hex: string, prefix: string, turn = 0): Figure {
  const pal = paletteFor(hex);
  const id = idMaker(prefix);
  const art = drawBag(style, id, pal);
  const shadow = contactShadow(art, turn);
  if (turn === 0) return { defs: art.defs, svg: `${shadow}${art.back}${art.body}` };
  if (art.depth === 0) {
    // Flat goods (a strap) are shown turned on the table instead.
    const angle = -14 * turn;
    return {
      defs: art.defs,
      svg: `<g transform="rotate(${f(angle)} 500 520) translate(500,520) scale(0.92) translate(-500,-520)">${art.back}${art.body}</g>`,
    };
  }
  return { defs: art.defs, svg: `${shadow}${turned(art, pal, turn)}` };
}

function contactShadow(art: BagArt, turn: number): string {
  const { cx, y, halfWidth } = art.floor;
  const shift = art.depth * turn * 0.5;
  return [
    `<ellipse cx="${f(cx + shift)}" cy="${f(y + 4)}" rx="${f(halfWidth * 1.12 + Math.abs(shift))}" ry="${f(halfWidth * 0.12 + 8)}" fill="#3b2c1e" opacity="0.22" filter="url(#blurSoft)"/>`,
    `<ellipse cx="${f(cx + shift)}" cy="${f(y)}" rx="${f(halfWidth * 0.95 + Math.abs(shift))}" ry="10" fill="#2a1d12" opacity="0.35" filter="url(#blurTight)"/>`,
  ].join("");
}

/** Three-quarter view: the body narrows and leans slightly, and its side panel shows as depth. */
function turned(art: BagArt, pal: Palette, turn: number): string {
  const steps = 14;
  const dx = art.depth * turn;
  const dy = art.depth * turn * 0.32;
  const side = sideColour(pal);
  const layers: string[] = [];
  for (let k = steps; k >= 1; k--) {
    const t = k / steps;
    const fill = mix(side, pal.darker, t * 0.5);
    layers.push(
      `<path d="${art.silhouette}" fill="${fill}" transform="translate(${f(dx * t)},${f(-dy * t)})"${k === steps ? ` stroke="${pal.edge}" stroke-width="3"` : ""}/>`,
    );
  }
  const { cx, y } = art.floor;
  const squeeze = 1 - 0.1 * Math.abs(turn);
  const transform = `translate(${f(cx)},${f(y)}) skewY(${f(-3 * turn)}) scale(${f(squeeze)},1) translate(${f(-cx)},${f(-y)})`;
  return `<g transform="${transform}"><g transform="translate(${f(dx * 0.6)},${f(-dy * 0.6)})">${art.back}</g>${layers.join("")}${art.body}</g>`;
}

/** Places a figure drawn in the 1000 frame: its floor centre lands on (x, floorY), scaled by s. */
export function place(style: DemoStyle, fig: Figure, x: number, floorY: number, s: number): string {
  const art = floorOf(style);
  return `<g transform="translate(${f(x - art.cx * s)},${f(floorY - art.y * s)}) scale(${f(s)})">${fig.svg}</g>`;
}

const floorCache = new Map<DemoStyle, BagArt["floor"]>();
function floorOf(style: DemoStyle): BagArt["floor"] {
  let floor = floorCache.get(style);
  if (!floor) {
    floor = drawBag(style, idMaker("probe"), paletteFor("#888888")).floor;
    floorCache.set(style, floor);
  }
  return floor;
}

export function detailOf(style: DemoStyle): BagArt["detail"] {
  return drawBag(style, idMaker("probe"), paletteFor("#888888")).detail;
}

/** The warm neutral studio sweep behind product shots. */
export function studioBackdrop(width: number, height: number): { defs: string; svg: string } {
  return {
    defs: `
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f6f2ec"/>
    <stop offset="0.72" stop-color="#efe8de"/>
    <stop offset="1" stop-color="#e2d7c8"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.42" r="0.55">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>`,
    svg: `<rect width="${width}" height="${height}" fill="url(#wall)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>`,
  };
}

interface Tone {
  wall: string;
  arch: string;
  plinth: string;
}

const TONES: Array<Tone & { hue: number }> = [
  { hue: 95, wall: "#e6e9df", arch: "#c5cfb8", plinth: "#f4f2ec" },
  { hue: 15, wall: "#f4e6df", arch: "#e2c2b4", plinth: "#f7f1ec" },
  { hue: 40, wall: "#f2eadc", arch: "#dfcba9", plinth: "#f8f4ec" },
  { hue: 210, wall: "#e6ebef", arch: "#b9c8d5", plinth: "#f4f2ee" },
  { hue: 275, wall: "#ece6ef", arch: "#d1c4d9", plinth: "#f6f3f5" },
];

/** A backdrop tone that flatters the bag colour: far from it on the colour wheel. */
export function toneFor(hex: string): Tone {
  const { r, g, b } = hexToRgb(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = (max - min) / 255;
  const lightness = (max + min) / 510;
  const pick = (hue: number) => TONES.find((t) => t.hue === hue) as Tone;
  if (chroma < 0.2) {
    if (lightness < 0.2) return pick(15);
    if (lightness > 0.92) return pick(95);
    return lightness < 0.7 ? pick(40) : pick(210);
  }
  let hue = 0;
  if (max === r) hue = (60 * ((g - b) / (max - min)) + 360) % 360;
  else if (max === g) hue = 60 * ((b - r) / (max - min)) + 120;
  else hue = 60 * ((r - g) / (max - min)) + 240;
  const distance = (a: number, c: number) => Math.min(Math.abs(a - c), 360 - Math.abs(a - c));
  const best = [...TONES].sort((a, c) => distance(hue, c.hue) - distance(hue, a.hue))[0];
  return best ?? pick(40);
}

function svgDoc(viewBox: string, size: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}"><defs>${BLUR_FILTERS}${defs}</defs>${body}</svg>`;
}

/** A square product image as an SVG document of `size` pixels. */
export function productViewSvg(style: DemoStyle, hex: string, view: DemoView, size: number): string {
  if (view === "studio") return studioSvg(style, hex, size);
  const backdrop = studioBackdrop(1000, 1000);
  const fig = bagFigure(style, hex, "bag", view === "angle" ? 1 : 0);
  // Centre the bag in the square: product shots sit slightly below centre.
  const framed = view === "detail" ? fig.svg : fitted(style, fig.svg);
  if (view === "detail") {
    const { cx, cy, size: crop } = detailOf(style);
    const viewBox = `${f(cx - crop / 2)} ${f(cy - crop / 2)} ${crop} ${crop}`;
    return svgDoc(viewBox, size, backdrop.defs + fig.defs, backdrop.svg + framed);
  }
  return svgDoc("0 0 1000 1000", size, backdrop.defs + fig.defs, backdrop.svg + framed);
}

/** Scales each style a little so small goods (card holder, pouch) still fill the frame. */
const FRAME_SCALE: Record<DemoStyle, number> = {
  "top-handle": 1.16,
  tote: 1.1,
  bucket: 1.12,
  hobo: 1.1,
  baguette: 1.2,
  saddle: 1.14,
  camera: 1.16,
  "phone-pouch": 1.1,
  wallet: 1.2,
  "card-holder": 1.4,
  strap: 1.05,
};

/** Vertical centre of each drawing, so that the scaled bag sits centred in the square. */
const FRAME_CENTRE: Record<DemoStyle, number> = {
  "top-handle": 515,
  tote: 470,
  bucket: 490,
  hobo: 470,
  baguette: 500,
  saddle: 560,
  camera: 540,
  "phone-pouch": 420,
  wallet: 590,
  "card-holder": 545,
  strap: 500,
};

function fitted(style: DemoStyle, svg: string): string {
  const s = FRAME_SCALE[style];
  const cy = FRAME_CENTRE[style];
  return `<g transform="translate(500,${530}) scale(${s}) translate(-500,-${cy})">${svg}</g>`;
}

function studioSvg(style: DemoStyle, hex: string, size: number): string {
  const tone = toneFor(hex);
  const fig = bagFigure(style, hex, "bag", 0.55);
  const s = Math.min(FRAME_SCALE[style] * 0.8, 1);
  const defs = `
  <linearGradient id="swall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(tone.wall, "#ffffff", 0.25)}"/><stop offset="1" stop-color="${tone.wall}"/></linearGradient>
  <linearGradient id="sfloor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(tone.wall, "#8a7560", 0.12)}"/><stop offset="1" stop-color="${mix(tone.wall, "#8a7560", 0.22)}"/></linearGradient>
  <linearGradient id="splinth" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(tone.plinth, "#000000", 0.1)}"/><stop offset="0.35" stop-color="${tone.plinth}"/><stop offset="1" stop-color="${mix(tone.plinth, "#000000", 0.14)}"/></linearGradient>
  <radialGradient id="slight" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  const body = [
    `<rect width="1000" height="1000" fill="url(#swall)"/>`,
    // Arch niche.
    `<path d="M250,870 L250,380 A250,250 0 0 1 750,380 L750,870 Z" fill="${tone.arch}"/>`,
    `<path d="M250,870 L250,380 A250,250 0 0 1 750,380 L750,870 Z" fill="#000" opacity="0.05" transform="translate(10,0)"/>`,
    `<rect y="840" width="1000" height="160" fill="url(#sfloor)"/>`,
    // Window light falling across the scene.
    `<path d="M0,0 L420,0 L980,1000 L560,1000 Z" fill="#ffffff" opacity="0.1" filter="url(#blurWide)"/>`,
    `<rect width="1000" height="1000" fill="url(#slight)"/>`,
    // Plinth.
    `<ellipse cx="500" cy="905" rx="260" ry="30" fill="#3b2c1e" opacity="0.18" filter="url(#blurTight)"/>`,
    `<path d="M270,770 L270,890 A230,26 0 0 0 730,890 L730,770 Z" fill="url(#splinth)"/>`,
    `<ellipse cx="500" cy="770" rx="230" ry="26" fill="${mix(tone.plinth, "#ffffff", 0.4)}" stroke="${mix(tone.plinth, "#000000", 0.08)}" stroke-width="2"/>`,
    place(style, fig, 500, 782, s),
  ].join("");
  return svgDoc("0 0 1000 1000", size, defs + fig.defs, body);
}
