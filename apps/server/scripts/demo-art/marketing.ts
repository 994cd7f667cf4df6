/**
 * Campaign pictures made from the bag drawings: hero slides (desktop and mobile), promo video
 * frames, the about-page flat-lay and the social preview. No text: headlines are HTML.
 */
import { COLOURS, type NamedColour } from "@shop/shared";
import type { DemoStyle } from "../../src/modules/products/demo-catalogue/demo-styles";
import { BRAND, bagMark, wordmark } from "./brand";
import { f, mix } from "./paint";
import { BLUR_FILTERS, bagFigure, place } from "./scenes";

function hexOf(name: NamedColour["en"]): string {
  const colour = COLOURS.find((c) => c.en === name);
  if (!colour) throw new Error(`Unknown colour ${name}`);
  return colour.hex;
}

interface BagPlacement {
  style: DemoStyle;
  colour: NamedColour["en"];
  x: number;
  floorY: number;
  scale: number;
  turn?: number;
}

function bags(placements: readonly BagPlacement[], prefix: string): { defs: string; svg: string } {
  const defs: string[] = [];
  const svg: string[] = [];
  placements.forEach((p, i) => {
    const fig = bagFigure(p.style, hexOf(p.colour), `${prefix}${i}`, p.turn ?? 0);
    defs.push(fig.defs);
    svg.push(place(p.style, fig, p.x, p.floorY, p.scale));
  });
  return { defs: defs.join(""), svg: svg.join("") };
}

function doc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${BLUR_FILTERS}${defs}</defs>${body}</svg>`;
}

/** A cylindrical plinth whose top face is centred on (x, top). */
function plinth(id: string, x: number, top: number, rx: number, bottom: number, colour: string): string {
  const ry = rx * 0.12;
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(colour, "#000000", 0.12)}"/><stop offset="0.35" stop-color="${mix(colour, "#ffffff", 0.15)}"/><stop offset="1" stop-color="${mix(colour, "#000000", 0.18)}"/></linearGradient></defs>`,
    `<ellipse cx="${f(x + rx * 0.15)}" cy="${f(bottom + 4)}" rx="${f(rx * 1.15)}" ry="${f(ry * 1.4)}" fill="#2b1d12" opacity="0.22" filter="url(#blurTight)"/>`,
    `<path d="M${f(x - rx)},${f(top)} L${f(x - rx)},${f(bottom)} A${f(rx)},${f(ry)} 0 0 0 ${f(x + rx)},${f(bottom)} L${f(x + rx)},${f(top)} Z" fill="url(#${id})"/>`,
    `<ellipse cx="${f(x)}" cy="${f(top)}" rx="${f(rx)}" ry="${f(ry)}" fill="${mix(colour, "#ffffff", 0.35)}" stroke="${mix(colour, "#000000", 0.08)}" stroke-width="1.5"/>`,
  ].join("");
}

function arch(x: number, top: number, width: number, bottom: number, fill: string, opacity = 1): string {
  const r = width / 2;
  return `<path d="M${f(x - r)},${f(bottom)} L${f(x - r)},${f(top + r)} A${f(r)},${f(r)} 0 0 1 ${f(x + r)},${f(top + r)} L${f(x + r)},${f(bottom)} Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** Soft diagonal window light across a scene. */
function lightBands(width: number, height: number, opacity = 0.14): string {
  const skew = height * 0.55;
  return [0.08, 0.3, 0.62]
    .map(
      (at, i) =>
        `<path d="M${f(width * at)},0 L${f(width * at + width * (0.1 + i * 0.03))},0 L${f(width * at + width * (0.1 + i * 0.03) + skew)},${height} L${f(width * at + skew)},${height} Z" fill="#ffffff" opacity="${opacity}" filter="url(#blurWide)"/>`,
    )
    .join("");
}

/** Shadows of palm leaves falling on a wall: a tropical summer mood. */
function leafShadows(x: number, y: number, scale: number, opacity: number): string {
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const angle = -70 + i * 17;
    leaves.push(
      `<ellipse cx="0" cy="-190" rx="34" ry="190" transform="rotate(${angle})" fill="#5b3522"/>`,
      `<ellipse cx="0" cy="-150" rx="22" ry="120" transform="rotate(${angle + 8}) translate(40,-200)" fill="#5b3522"/>`,
    );
  }
  return `<g transform="translate(${x},${y}) scale(${scale})" opacity="${opacity}" filter="url(#blurTight)">${leaves.join("")}<path d="M0,0 C-40,200 -60,500 -80,900" stroke="#5b3522" stroke-width="26" fill="none"/></g>`;
}

function gradient(id: string, stops: ReadonlyArray<readonly [number, string]>, vertical = true): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("")}</linearGradient>`;
}

export type HeroVariant = "desktop" | "mobile";
export const HERO_SIZES: Record<HeroVariant, { width: number; height: number }> = {
  desktop: { width: 1920, height: 1080 },
  mobile: { width: 750, height: 1000 },
};

/** Slide 1: the classic collection on sand-coloured plinths before an arch. */
function slideClassic(variant: HeroVariant): string {
  const { width: w, height: h } = HERO_SIZES[variant];
  const desktop = variant === "desktop";
  const floor = desktop ? 880 : 860;
  const cx = desktop ? 1310 : 375;
  const k = desktop ? 1 : 0.62;
  const placed = bags(
    [
      { style: "tote", colour: "Beige", x: cx - 400 * k, floorY: floor - 70 * k, scale: 0.62 * k, turn: 0.4 },
      { style: "top-handle", colour: "Red", x: cx, floorY: floor - 215 * k, scale: 0.8 * k, turn: 0.3 },
      {
        style: "baguette",
        colour: "Black",
        x: cx + 390 * k,
        floorY: floor - 135 * k,
        scale: 0.52 * k,
        turn: 0.5,
      },
    ],
    "s1b",
  );
  const defs = [
    gradient("s1wall", [
      [0, "#f5ece0"],
      [1, "#e9dac6"],
    ]),
    gradient("s1floor", [
      [0, "#e0ccb0"],
      [1, "#d2b994"],
    ]),
    `<radialGradient id="s1glow" cx="${desktop ? 0.68 : 0.5}" cy="0.45" r="0.6"><stop offset="0" stop-color="#fffaf2" stop-opacity="0.8"/><stop offset="1" stop-color="#fffaf2" stop-opacity="0"/></radialGradient>`,
    placed.defs,
  ].join("");
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#s1wall)"/>`,
    arch(cx, desktop ? 110 : 300, 760 * k, floor, "#e6d3b8"),
    arch(cx + 14 * k, desktop ? 110 : 300, 760 * k, floor, "#000000", 0.04),
    arch(cx - 470 * k, desktop ? 330 : 440, 300 * k, floor, "#ecdcc6"),
    `<rect y="${floor}" width="${w}" height="${h - floor}" fill="url(#s1floor)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#s1glow)"/>`,
    lightBands(w, h),
    plinth("s1p0", cx - 400 * k, floor - 70 * k, 190 * k, floor + 20 * k, "#efe3d2"),
    plinth("s1p1", cx, floor - 215 * k, 230 * k, floor + 30 * k, "#f3e9db"),
    plinth("s1p2", cx + 390 * k, floor - 135 * k, 170 * k, floor + 24 * k, "#e9dbc7"),
    placed.svg,
  ].join("");
  return doc(w, h, defs, body);
}

/** Slide 2: summer colours on a blush wall with palm shadows and a low sun. */
function slideSummer(variant: HeroVariant): string {
  const { width: w, height: h } = HERO_SIZES[variant];
  const desktop = variant === "desktop";
  const floor = 900;
  const k = desktop ? 1 : 0.6;
  const xs = desktop ? [990, 1280, 1570, 1800] : [150, 360, 630, 520];
  const [xSaddle = 0, xHobo = 0, xBucket = 0, xPouch = 0] = xs;
  const placed = bags(
    [
      { style: "saddle", colour: "Blue", x: xSaddle, floorY: floor - 30 * k, scale: 0.56 * k, turn: 0.5 },
      { style: "hobo", colour: "Yellow", x: xHobo, floorY: floor + 10 * k, scale: 0.7 * k, turn: 0.3 },
      { style: "bucket", colour: "Green", x: xBucket, floorY: floor - 20 * k, scale: 0.56 * k, turn: 0.4 },
      {
        style: "phone-pouch",
        colour: "Pink",
        x: xPouch,
        floorY: desktop ? floor + 30 : floor + 60,
        scale: 0.5 * k,
        turn: 0.5,
      },
    ],
    "s2b",
  );
  const defs = [
    gradient("s2wall", [
      [0, "#f7e3d6"],
      [1, "#efc9b3"],
    ]),
    gradient("s2floor", [
      [0, "#e8b89c"],
      [1, "#dca284"],
    ]),
    `<radialGradient id="s2sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffd7a8"/><stop offset="0.7" stop-color="#fbc491"/><stop offset="1" stop-color="#f7b888" stop-opacity="0"/></radialGradient>`,
    placed.defs,
  ].join("");
  const sunR = desktop ? 300 : 210;
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#s2wall)"/>`,
    `<circle cx="${desktop ? 1420 : 470}" cy="${desktop ? 430 : 470}" r="${sunR}" fill="url(#s2sun)"/>`,
    leafShadows(desktop ? 1720 : 700, desktop ? 360 : 240, desktop ? 1 : 0.7, 0.11),
    leafShadows(desktop ? 640 : 20, desktop ? 430 : 380, desktop ? 0.7 : 0.45, 0.07),
    `<rect y="${floor - 40 * k}" width="${w}" height="${h - floor + 40 * k}" fill="url(#s2floor)"/>`,
    `<rect y="${floor - 40 * k}" width="${w}" height="6" fill="#ffffff" opacity="0.25"/>`,
    lightBands(w, h, 0.1),
    placed.svg,
  ].join("");
  return doc(w, h, defs, body);
}

/** Slide 3: evening accessories on a stone slab, deep green wall with gold lines. */
function slideEvening(variant: HeroVariant): string {
  const { width: w, height: h } = HERO_SIZES[variant];
  const desktop = variant === "desktop";
  const slabTop = desktop ? 760 : 800;
  const cx = desktop ? 1330 : 375;
  const k = desktop ? 1 : 0.6;
  const placed = bags(
    [
      {
        style: "camera",
        colour: "Pink",
        x: cx - 330 * k,
        floorY: slabTop + 40 * k,
        scale: 0.56 * k,
        turn: 0.4,
      },
      {
        style: "wallet",
        colour: "White",
        x: cx + 60 * k,
        floorY: slabTop + 56 * k,
        scale: 0.6 * k,
        turn: 0.5,
      },
      {
        style: "card-holder",
        colour: "Red",
        x: cx + 390 * k,
        floorY: slabTop + 70 * k,
        scale: 0.42 * k,
        turn: 0.5,
      },
    ],
    "s3b",
  );
  const defs = [
    gradient("s3wall", [
      [0, "#244438"],
      [1, "#16291f"],
    ]),
    gradient("s3slab", [
      [0, "#efe9e1"],
      [1, "#d9cfc2"],
    ]),
    gradient("s3front", [
      [0, "#cfc3b3"],
      [1, "#b5a693"],
    ]),
    `<radialGradient id="s3spot" cx="${desktop ? 0.7 : 0.5}" cy="0.55" r="0.55"><stop offset="0" stop-color="#f4d99a" stop-opacity="0.28"/><stop offset="1" stop-color="#f4d99a" stop-opacity="0"/></radialGradient>`,
    placed.defs,
  ].join("");
  const slabW = desktop ? 1100 : 720;
  const left = cx - slabW / 2;
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#s3wall)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#s3spot)"/>`,
    `<g fill="none" stroke="#c9a45c" stroke-width="${desktop ? 2.5 : 2}" opacity="0.55">`,
    `<path d="M${f(cx - 330 * k * 1.3)},${slabTop} L${f(cx - 330 * k * 1.3)},${f((desktop ? 140 : 330) + 330 * k * 1.3)} A${f(330 * k * 1.3)},${f(330 * k * 1.3)} 0 0 1 ${f(cx + 330 * k * 1.3)},${f((desktop ? 140 : 330) + 330 * k * 1.3)} L${f(cx + 330 * k * 1.3)},${slabTop}"/>`,
    `<circle cx="${f(cx + 470 * k)}" cy="${desktop ? 250 : 360}" r="${f(90 * k)}"/>`,
    `<circle cx="${f(cx + 470 * k)}" cy="${desktop ? 250 : 360}" r="${f(60 * k)}" opacity="0.6"/>`,
    "</g>",
    `<rect y="${slabTop + 130 * k}" width="${w}" height="${h}" fill="#10201a"/>`,
    `<path d="M${f(left)},${slabTop} L${f(left + slabW)},${slabTop} L${f(left + slabW + 40 * k)},${f(slabTop + 90 * k)} L${f(left - 40 * k)},${f(slabTop + 90 * k)} Z" fill="url(#s3slab)"/>`,
    `<rect x="${f(left - 40 * k)}" y="${f(slabTop + 90 * k)}" width="${f(slabW + 80 * k)}" height="${f(60 * k)}" fill="url(#s3front)"/>`,
    `<ellipse cx="${cx}" cy="${f(slabTop + 170 * k)}" rx="${f(slabW * 0.6)}" ry="${f(30 * k)}" fill="#000" opacity="0.35" filter="url(#blurSoft)"/>`,
    placed.svg,
  ].join("");
  return doc(w, h, defs, body);
}

export function heroSvg(slide: 1 | 2 | 3, variant: HeroVariant): string {
  if (slide === 1) return slideClassic(variant);
  if (slide === 2) return slideSummer(variant);
  return slideEvening(variant);
}

export const VIDEO = { width: 1280, height: 720, fps: 24, seconds: 5 };

/**
 * One frame of the promo loop at time t (seconds). Everything moves with the loop's period, so the
 * last frame leads straight into the first: the centre bag turns, its neighbours float, the colour
 * swatches slide by one full cycle, and a glint of light sweeps across.
 */
export function videoFrameSvg(t: number): string {
  const { width: w, height: h, seconds } = VIDEO;
  const phase = (2 * Math.PI * t) / seconds;
  const floor = 590;
  const zoom = 1 + 0.035 * (1 - Math.cos(phase)) * 0.5;
  const placed = bags(
    [
      {
        style: "hobo",
        colour: "Beige",
        x: 330,
        floorY: floor - 70 - 10 * Math.sin(phase),
        scale: 0.38,
        turn: 0.35,
      },
      {
        style: "top-handle",
        colour: "Red",
        x: 640,
        floorY: floor - 120,
        scale: 0.5,
        turn: 0.8 * Math.sin(phase),
      },
      {
        style: "baguette",
        colour: "Black",
        x: 950,
        floorY: floor - 85 - 10 * Math.sin(phase + Math.PI),
        scale: 0.36,
        turn: 0.45,
      },
    ],
    "vb",
  );
  const spacing = 64;
  const cycle = spacing * COLOURS.length;
  const offset = (t / seconds) * cycle;
  const swatches: string[] = [];
  for (let i = -2; i < Math.ceil(w / spacing) + 12; i++) {
    const colour = COLOURS[((i % COLOURS.length) + COLOURS.length) % COLOURS.length];
    if (!colour) continue;
    const x = i * spacing - offset + spacing / 2;
    if (x < -spacing || x > w + spacing) continue;
    swatches.push(
      `<circle cx="${f(x)}" cy="668" r="15" fill="${colour.hex}" stroke="${mix(colour.hex, "#5a4632", 0.35)}" stroke-width="2"/><circle cx="${f(x - 5)}" cy="663" r="5" fill="#ffffff" opacity="0.3"/>`,
    );
  }
  const glintX = -500 + (w + 1000) * (t / seconds);
  const defs = [
    gradient("vwall", [
      [0, "#f6efe6"],
      [1, "#eadccb"],
    ]),
    gradient("vfloor", [
      [0, "#e4d4bf"],
      [1, "#d8c3a6"],
    ]),
    placed.defs,
  ].join("");
  const scene = [
    `<rect width="${w}" height="${h}" fill="url(#vwall)"/>`,
    arch(640, 60, 480, floor, "#ead9c2"),
    arch(330, 250, 220, floor, "#efe2d0"),
    arch(950, 250, 220, floor, "#efe2d0"),
    `<rect y="${floor}" width="${w}" height="${h - floor}" fill="url(#vfloor)"/>`,
    plinth("vp0", 330, floor - 70, 120, floor + 14, "#efe3d2"),
    plinth("vp1", 640, floor - 120, 165, floor + 20, "#f3e9db"),
    plinth("vp2", 950, floor - 85, 120, floor + 14, "#e9dbc7"),
    placed.svg,
    `<path d="M${f(glintX)},0 L${f(glintX + 140)},0 L${f(glintX + 460)},${h} L${f(glintX + 320)},${h} Z" fill="#ffffff" opacity="0.16" filter="url(#blurWide)"/>`,
  ].join("");
  const body = [
    `<g transform="translate(640,360) scale(${Math.round(zoom * 10000) / 10000}) translate(-640,-360)">${scene}</g>`,
    `<rect y="636" width="${w}" height="${h - 636}" fill="#f6efe6" opacity="0.88"/>`,
    `<rect y="636" width="${w}" height="1.5" fill="#c9a45c" opacity="0.5"/>`,
    swatches.join(""),
  ].join("");
  return doc(w, h, defs, body);
}

/** About page: a flat-lay of several bags on linen with a few props. */
export function aboutSvg(): string {
  const w = 1600;
  const h = 1067;
  const placed = bags(
    [
      { style: "tote", colour: "Brown", x: 420, floorY: 620, scale: 0.66 },
      { style: "saddle", colour: "Green", x: 1140, floorY: 520, scale: 0.5 },
      { style: "wallet", colour: "Pink", x: 820, floorY: 930, scale: 0.48 },
      { style: "card-holder", colour: "Yellow", x: 1320, floorY: 960, scale: 0.36 },
      { style: "phone-pouch", colour: "White", x: 760, floorY: 560, scale: 0.44 },
      { style: "strap", colour: "Black", x: 330, floorY: 1010, scale: 0.44 },
    ],
    "ab",
  );
  const defs = [
    gradient("alinen", [
      [0, "#f3ece2"],
      [1, "#e7dccd"],
    ]),
    `<pattern id="aweave" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0,3 H6 M3,0 V6" stroke="#d9ccba" stroke-width="0.8" opacity="0.45"/></pattern>`,
    placed.defs,
  ].join("");
  const leaf = (x: number, y: number, angle: number, s: number) =>
    `<g transform="translate(${x},${y}) rotate(${angle}) scale(${s})"><path d="M0,0 C40,-60 120,-60 170,0 C120,60 40,60 0,0 Z" fill="#7d9a74"/><path d="M0,0 L170,0" stroke="#5f7a58" stroke-width="3"/></g>`;
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#alinen)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#aweave)"/>`,
    // Props: a sprig of leaves, a round tray with gold rings, a folded silk scarf.
    `<g filter="url(#blurTight)" opacity="0.18">${leaf(1380, 210, -30, 1.2)}${leaf(1420, 240, 20, 1)}</g>`,
    leaf(1370, 190, -30, 1.2),
    leaf(1410, 220, 20, 1),
    leaf(1400, 200, -70, 0.9),
    `<circle cx="1490" cy="690" r="108" fill="#000" opacity="0.14" filter="url(#blurTight)" transform="translate(6,10)"/>`,
    `<circle cx="1490" cy="690" r="108" fill="#efe6da" stroke="#d7c7b2" stroke-width="3"/>`,
    `<circle cx="1470" cy="670" r="26" fill="none" stroke="#c9a45c" stroke-width="7"/>`,
    `<circle cx="1515" cy="715" r="18" fill="none" stroke="#d9b86c" stroke-width="6"/>`,
    `<path d="M40,120 L330,60 L380,250 L90,310 Z" fill="#e8c9bd" opacity="0.95"/>`,
    `<path d="M90,310 L380,250 L400,330 L110,390 Z" fill="#dcb3a4"/>`,
    `<path d="M40,120 L330,60 M60,200 L350,140" stroke="#cfa595" stroke-width="3" opacity="0.6"/>`,
    placed.svg,
    lightBands(w, h, 0.1),
  ].join("");
  return doc(w, h, defs, body);
}

/** Social preview (1200 × 630): the brand mark beside a trio of bags. */
export function ogSvg(): string {
  const w = 1200;
  const h = 630;
  const placed = bags(
    [
      { style: "bucket", colour: "Pink", x: 720, floorY: 520, scale: 0.42, turn: 0.4 },
      { style: "top-handle", colour: "Red", x: 900, floorY: 500, scale: 0.5, turn: 0.3 },
      { style: "saddle", colour: "Blue", x: 1080, floorY: 540, scale: 0.4, turn: 0.4 },
    ],
    "og",
  );
  const mark = wordmark("Lumi Bags", BRAND.ink, 7);
  const markScale = 330 / mark.width;
  const defs = [
    gradient("ogwall", [
      [0, "#f6efe6"],
      [1, "#e9dbc8"],
    ]),
    placed.defs,
  ].join("");
  const body = [
    `<rect width="${w}" height="${h}" fill="url(#ogwall)"/>`,
    arch(900, 70, 440, 560, "#e7d5bd"),
    `<rect y="540" width="${w}" height="90" fill="#dcc7aa"/>`,
    plinth("ogp", 900, 500, 150, 560, "#f3e9db"),
    placed.svg,
    `<g transform="translate(90,200) scale(2.2)">${bagMark(BRAND.ink, BRAND.gold)}</g>`,
    `<g transform="translate(90,370) scale(${f(markScale)})">${mark.svg}</g>`,
    `<rect x="92" y="510" width="80" height="3" fill="${BRAND.gold}"/>`,
  ].join("");
  return doc(w, h, defs, body);
}
