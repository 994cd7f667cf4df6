/**
 * The demo bag drawings: one function per style, drawing in a 1000 × 1000 frame with the bag
 * standing on a floor line near y = 800. Pure SVG strings, no text.
 */
import type { DemoStyle } from "../../src/modules/products/demo-catalogue/demo-styles";
import {
  f,
  GOLD,
  goldRing,
  goldStud,
  type IdMaker,
  insetPoly,
  leather,
  mix,
  type Palette,
  type Point,
  roundedPoly,
  sharedDefs,
  stitch,
  strapPath,
} from "./paint";

export interface BagArt {
  defs: string;
  /** Drawn behind the body: back handles, straps. */
  back: string;
  /** The body and everything on its front. */
  body: string;
  /** Outline of the main body, for the three-quarter depth and the drop shadow. */
  silhouette: string;
  /** Where the bag stands: centre and half width of its base. */
  floor: { cx: number; y: number; halfWidth: number };
  /** Close-up of the hardware, in frame coordinates. */
  detail: { cx: number; cy: number; size: number };
  /** Depth of the bag for the three-quarter view (px of extrusion). */
  depth: number;
}

type Drawer = (id: IdMaker, pal: Palette) => Omit<BagArt, "defs"> & { extraDefs?: string };

function polyStitch(
  pal: Palette,
  points: readonly Point[],
  inset: number,
  radius: number | number[],
): string {
  return stitch(pal, roundedPoly(insetPoly(points, inset), radius));
}

function rect(x0: number, y0: number, x1: number, y1: number): Point[] {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** Points along a cubic Bézier curve with their tangent angle (degrees). */
function bezierPoints(
  p0: Point,
  p1: Point,
  p2: Point,
  p3: Point,
  count: number,
): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const mt = 1 - t;
    const x = mt ** 3 * p0[0] + 3 * mt * mt * t * p1[0] + 3 * mt * t * t * p2[0] + t ** 3 * p3[0];
    const y = mt ** 3 * p0[1] + 3 * mt * mt * t * p1[1] + 3 * mt * t * t * p2[1] + t ** 3 * p3[1];
    const dx = 3 * mt * mt * (p1[0] - p0[0]) + 6 * mt * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
    const dy = 3 * mt * mt * (p1[1] - p0[1]) + 6 * mt * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
    out.push([x, y, (Math.atan2(dy, dx) * 180) / Math.PI]);
  }
  return out;
}

/** A gold chain along a cubic curve: alternating flat and edge-on links. */
function chain(id: IdMaker, p0: Point, p1: Point, p2: Point, p3: Point, links: number): string {
  return bezierPoints(p0, p1, p2, p3, links)
    .map(([x, y, angle], i) =>
      i % 2 === 0
        ? `<ellipse cx="${f(x)}" cy="${f(y)}" rx="15" ry="9" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" fill="none" stroke="${GOLD.deep}" stroke-width="7"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="15" ry="9" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" fill="none" stroke="url(#${id("gold")})" stroke-width="5"/>`
        : `<rect x="${f(x - 14)}" y="${f(y - 3.5)}" width="28" height="7" rx="3.5" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" fill="url(#${id("goldV")})" stroke="${GOLD.deep}" stroke-width="1.5"/>`,
    )
    .join("");
}

const topHandle: Drawer = (id, pal) => {
  const body: Point[] = [
    [300, 440],
    [700, 440],
    [752, 792],
    [248, 792],
  ];
  const bodyD = roundedPoly(body, [26, 26, 46, 46]);
  const flap: Point[] = [
    [292, 432],
    [708, 432],
    [730, 612],
    [270, 612],
  ];
  const flapD = roundedPoly(flap, [18, 18, 70, 70]);
  const handle = "M372,440 C372,232 628,232 628,440";
  return {
    back: "",
    silhouette: bodyD,
    body: [
      leather(id, pal, bodyD),
      polyStitch(pal, body, 14, [18, 18, 36, 36]),
      // Shadow cast by the flap on the body.
      `<path d="${roundedPoly(
        flap.map(([x, y]) => [x, y + 10] as Point),
        [18, 18, 70, 70],
      )}" fill="#000" opacity="0.16"/>`,
      strapPath(pal, handle, 28, { stitched: true }),
      // Handle tabs and rings.
      ...[372, 628].map(
        (x) =>
          `${leather(id, pal, roundedPoly(rect(x - 20, 448, x + 20, 500), 8), { sheen: false, sides: false })}${goldRing(id, x, 446, 17, 12, 7)}${goldStud(id, x, 482, 5)}`,
      ),
      leather(id, pal, flapD),
      polyStitch(pal, flap, 13, [10, 10, 58, 58]),
      // Turn-lock.
      `<rect x="452" y="574" width="96" height="62" rx="14" fill="url(#${id("gold")})" stroke="${GOLD.deep}" stroke-width="2"/>`,
      `<rect x="462" y="584" width="76" height="42" rx="9" fill="none" stroke="${GOLD.dark}" stroke-width="2" opacity="0.7"/>`,
      `<ellipse cx="500" cy="605" rx="15" ry="22" fill="url(#${id("goldV")})" stroke="${GOLD.deep}" stroke-width="2"/>`,
      `<rect x="496" y="588" width="8" height="34" rx="4" fill="${GOLD.shine}" opacity="0.8"/>`,
      // Small feet.
      ...[300, 700].map(
        (x) =>
          `<ellipse cx="${x}" cy="795" rx="14" ry="6" fill="url(#${id("goldV")})" stroke="${GOLD.deep}" stroke-width="1.5"/>`,
      ),
    ].join(""),
    floor: { cx: 500, y: 798, halfWidth: 270 },
    detail: { cx: 500, cy: 585, size: 300 },
    depth: 60,
  };
};

const tote: Drawer = (id, pal) => {
  const front: Point[] = [
    [215, 404],
    [785, 404],
    [738, 800],
    [262, 800],
  ];
  const frontD = roundedPoly(front, [8, 8, 38, 38]);
  const backTop: Point[] = [
    [228, 376],
    [772, 376],
    [772, 420],
    [228, 420],
  ];
  const frontHandle = "M345,410 C345,140 655,140 655,410";
  const backHandle = "M375,382 C375,170 625,170 625,382";
  return {
    back: [
      strapPath(pal, backHandle, 26, { tone: "dark" }),
      `<path d="${roundedPoly(backTop, [10, 10, 0, 0])}" fill="url(#${id("lining")})" stroke="${pal.edge}" stroke-width="2.5"/>`,
      `<path d="M232,382 L768,382" stroke="${pal.dark}" stroke-width="10" stroke-linecap="round"/>`,
    ].join(""),
    silhouette: frontD,
    body: [
      leather(id, pal, frontD),
      // Top hem band.
      `<path d="M222,446 L778,446" stroke="${pal.dark}" stroke-width="2" opacity="0.5"/>`,
      stitch(pal, "M226,422 L774,422"),
      stitch(pal, "M228,438 L772,438"),
      polyStitch(pal, [[221, 452] as Point, [779, 452], [738, 800], [262, 800]], 16, [6, 6, 26, 26]),
      // A centred front seam.
      `<path d="M500,450 L500,786" stroke="${pal.dark}" stroke-width="2" opacity="0.35"/>`,
      strapPath(pal, frontHandle, 30, { stitched: true }),
      ...[345, 655].map(
        (x) =>
          `${leather(id, pal, roundedPoly(rect(x - 22, 400, x + 22, 488), 10), { sheen: false, sides: false })}${goldStud(id, x, 424, 7)}${goldStud(id, x, 464, 7)}`,
      ),
    ].join(""),
    floor: { cx: 500, y: 802, halfWidth: 250 },
    detail: { cx: 360, cy: 440, size: 280 },
    depth: 50,
  };
};

const bucket: Drawer = (id, pal) => {
  const bodyD =
    "M318,410 A182,36 0 0 0 682,410 C690,560 712,690 700,752 Q690,806 620,808 L380,808 Q310,806 300,752 C288,690 310,560 318,410 Z";
  const baseD =
    "M300,700 C292,730 294,745 300,752 Q310,806 380,808 L620,808 Q690,806 700,752 C706,745 708,730 700,700 Z";
  const eyelets = Array.from({ length: 7 }, (_, i) => {
    const t = Math.PI * (0.12 + (0.76 * i) / 6);
    return [500 - Math.cos(t) * 176, 440 + Math.sin(t) * 32] as Point;
  });
  const cord = `M${eyelets.map(([x, y]) => `${f(x)},${f(y + 2)}`).join(" L")}`;
  return {
    back: [
      strapPath(pal, "M326,430 C300,130 700,130 674,430", 22, { stitched: true }),
      `<ellipse cx="500" cy="410" rx="182" ry="36" fill="url(#${id("lining")})" stroke="${pal.edge}" stroke-width="2.5"/>`,
      `<ellipse cx="500" cy="418" rx="160" ry="24" fill="#000" opacity="0.35"/>`,
    ].join(""),
    silhouette: bodyD,
    body: [
      leather(id, pal, bodyD),
      `<path d="${baseD}" fill="${pal.dark}" opacity="0.85"/>`,
      `<path d="${baseD}" fill="url(#${id("shade")})"/>`,
      stitch(
        pal,
        "M306,712 C300,738 302,748 308,756 Q318,796 380,798 L620,798 Q682,796 692,756 C698,748 700,738 694,712",
      ),
      stitch(pal, "M300,712 L700,712"),
      // Soft gathers under the drawstring.
      ...[380, 440, 560, 620].map(
        (x) =>
          `<path d="M${x},${x < 500 ? 452 : 452} C${x + (x < 500 ? -6 : 6)},520 ${x},560 ${x + (x < 500 ? -4 : 4)},610" stroke="${pal.dark}" stroke-width="3" fill="none" opacity="0.2"/>`,
      ),
      `<path d="${cord}" fill="none" stroke="${pal.light}" stroke-width="7" stroke-linecap="round" stroke-dasharray="26 30" stroke-dashoffset="-8"/>`,
      ...eyelets.map(([x, y]) => goldRing(id, x, y, 9, 6, 5)),
      // Cord ends hanging at the front.
      `<path d="M520,452 C528,520 540,560 548,610" stroke="${pal.edge}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
      `<path d="M520,452 C528,520 540,560 548,610" stroke="${pal.light}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
      `<path d="M540,452 C556,510 574,545 588,590" stroke="${pal.edge}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
      `<path d="M540,452 C556,510 574,545 588,590" stroke="${pal.light}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
      `<rect x="538" y="604" width="20" height="30" rx="6" transform="rotate(-14 548 619)" fill="url(#${id("gold")})" stroke="${GOLD.deep}" stroke-width="1.5"/>`,
      `<rect x="578" y="584" width="20" height="30" rx="6" transform="rotate(-24 588 599)" fill="url(#${id("gold")})" stroke="${GOLD.deep}" stroke-width="1.5"/>`,
      ...[326, 674].map((x) => goldRing(id, x, 436, 13, 10, 6)),
    ].join(""),
    floor: { cx: 500, y: 808, halfWidth: 230 },
    detail: { cx: 540, cy: 500, size: 300 },
    depth: 30,
  };
};

const hobo: Drawer = (id, pal) => {
  const bodyD =
    "M232,432 C252,402 292,418 332,468 C392,540 608,540 668,468 C708,418 748,402 768,432 C822,520 796,764 642,800 C562,820 438,820 358,800 C204,764 178,520 232,432 Z";
  return {
    back: strapPath(pal, "M256,432 C236,170 340,132 500,132 C660,132 764,170 744,432", 36, {
      stitched: true,
    }),
    silhouette: bodyD,
    body: [
      leather(id, pal, bodyD),
      stitch(pal, "M246,452 C268,440 296,452 326,488 C392,562 608,562 674,488 C704,452 732,440 754,452"),
      ...[
        "M380,580 C410,650 416,720 404,792",
        "M620,580 C590,650 584,720 596,792",
        "M300,600 C320,680 330,730 340,780",
        "M700,600 C680,680 670,730 660,780",
      ].map((d) => `<path d="${d}" stroke="${pal.dark}" stroke-width="4" fill="none" opacity="0.32"/>`),
      ...["M386,578 C416,648 422,718 410,790", "M626,578 C596,648 590,718 602,790"].map(
        (d) => `<path d="${d}" stroke="${pal.highlight}" stroke-width="3" fill="none" opacity="0.25"/>`,
      ),
      // Zip along the opening with a leather pull.
      `<path d="M336,500 C400,572 600,572 664,500" stroke="${pal.darker}" stroke-width="12" fill="none"/>`,
      `<path d="M336,500 C400,572 600,572 664,500" stroke="url(#${id("gold")})" stroke-width="7" stroke-dasharray="3 3" fill="none"/>`,
      `<rect x="586" y="522" width="22" height="34" rx="6" transform="rotate(-22 597 539)" fill="url(#${id("gold")})" stroke="${GOLD.deep}" stroke-width="1.5"/>`,
      `<path d="M604,552 L626,630 L606,640 L592,560 Z" fill="${pal.mid}" stroke="${pal.edge}" stroke-width="2"/>`,
      // Rings where the strap meets the body.
      goldRing(id, 252, 432, 22, 15, 8),
      goldRing(id, 748, 432, 22, 15, 8),
    ].join(""),
    floor: { cx: 500, y: 808, halfWidth: 260 },
    detail: { cx: 700, cy: 470, size: 320 },
    depth: 40,
  };
};

const baguette: Drawer = (id, pal) => {
  const body = rect(236, 470, 764, 712);
  const bodyD = roundedPoly(body, [28, 28, 34, 34]);
  const flap: Point[] = [
    [230, 462],
    [770, 462],
    [770, 650],
    [230, 650],
  ];
  const flapD = roundedPoly(flap, [26, 26, 44, 44]);
  return {
    back: strapPath(pal, "M262,492 C270,262 730,262 738,492", 24, { stitched: true }),
    silhouette: bodyD,
    body: [
      leather(id, pal, bodyD),
      polyStitch(pal, body, 12, [18, 18, 24, 24]),
      `<path d="${roundedPoly(
        flap.map(([x, y]) => [x, y + 9] as Point),
        [26, 26, 44, 44],
      )}" fill="#000" opacity="0.15"/>`,
      leather(id, pal, flapD),
      polyStitch(pal, flap, 12, [16, 16, 32, 32]),
      // Embossed diamond pattern on the flap.
      `<path d="M250,556 L500,490 L750,556 M250,556 L500,622 L750,556" stroke="${pal.dark}" stroke-width="2" fill="none" opacity="0.25"/>`,
      // Bar clasp.
      `<rect x="438" y="580" width="124" height="46" rx="12" fill="url(#${id("gold")})" stroke="${GOLD.deep}" stroke-width="2"/>`,
      `<rect x="452" y="592" width="96" height="22" rx="6" fill="url(#${id("goldV")})" stroke="${GOLD.dark}" stroke-width="1.5"/>`,
      `<path d="M460,598 L540,598" stroke="${GOLD.shine}" stroke-width="3" opacity="0.8" stroke-linecap="round"/>`,
      goldStud(id, 446, 603, 3.5),
      goldStud(id, 554, 603, 3.5),
      goldRing(id, 262, 478, 13, 10, 6),
      goldRing(id, 738, 478, 13, 10, 6),
    ].join(""),
    floor: { cx: 500, y: 714, halfWidth: 280 },
    detail: { cx: 500, cy: 600, size: 260 },
    depth: 44,
  };
};

const saddle: Drawer = (id, pal) => {
  const bodyD =
    "M300,452 L702,452 Q732,452 732,482 L732,610 C732,742 642,806 520,806 L430,806 C322,806 268,736 268,640 L268,484 Q268,452 300,452 Z";
  const flapD =
    "M290,440 L712,440 Q744,440 744,472 L744,596 C744,684 672,712 586,712 L430,712 C336,712 256,688 256,604 L256,472 Q256,440 290,440 Z";
  const flapStitch =
    "M294,454 L708,454 Q730,454 730,476 L730,594 C730,670 668,698 586,698 L430,698 C344,698 270,676 270,604 L270,476 Q270,454 294,454 Z";
  return {
    back: strapPath(pal, "M282,470 C226,60 330,-260 500,-260 C670,-260 774,60 718,470", 22, {
      stitched: true,
    }),
    silhouette: bodyD,
    body: [
      leather(id, pal, bodyD),
      stitch(pal, "M282,620 C282,720 330,792 430,792 L520,792 C636,792 718,732 718,612"),
      `<path d="${flapD}" fill="#000" opacity="0.16" transform="translate(0,9)"/>`,
      leather(id, pal, flapD),
      stitch(pal, flapStitch),
      // Strap tab with a stud.
      `${leather(id, pal, roundedPoly(rect(560, 640, 612, 760), [6, 6, 26, 26]), { sheen: false })}`,
      stitch(pal, roundedPoly(rect(568, 700, 604, 752), [4, 4, 18, 18]), 2),
      goldStud(id, 586, 736, 11),
      `<rect x="556" y="652" width="60" height="18" rx="5" fill="url(#${id("gold")})" stroke="${GOLD.deep}" stroke-width="1.5"/>`,
      goldRing(id, 282, 466, 18, 12, 7),
      goldRing(id, 718, 466, 18, 12, 7),
    ].join(""),
    floor: { cx: 490, y: 808, halfWidth: 240 },
    detail: { cx: 586, cy: 700, size: 280 },
    depth: 46,
  };
};

const camera: Drawer = (id, pal) => {
  const body = rect(286, 452, 714, 768);
  const bodyD = roundedPoly(body, [40, 40, 44, 44]);
  const clip = id("camClip");
  const lines: string[] = [];
  for (let k = -6; k <= 8; k++) {
    const x = 220 + k * 64;
    lines.push(`M${x},470 L${x + 320},790`, `M${x + 320},470 L${x},790`);
  }
  return {
    extraDefs: `<clipPath id="${clip}"><path d="${roundedPoly(rect(292, 500, 708, 762), [6, 6, 40, 40])}"/></clipPath>`,
    back: strapPath(pal, "M292,506 C238,90 360,-250 500,-250 C640,-250 762,90 708,506", 20, {
      stitched: true,
    }),
    silhouette: bodyD,
    body: [
      leather(id, pal, bodyD),
      `<g clip-path="url(#${clip})">`,
      `<path d="${lines.join(" ")}" stroke="${pal.dark}" stroke-width="5" opacity="0.55"/>`,
      `<path d="${lines.join(" ")}" stroke="${pal.stitch}" stroke-width="2" stroke-dasharray="7 6" opacity="0.75" transform="translate(0,-3)"/>`,
      `<path d="${lines.join(" ")}" stroke="${pal.highlight}" stroke-width="2" opacity="0.25" transform="translate(0,4)"/>`,
      "</g>",
      // Zip along the top.
      `<path d="M320,482 L680,482" stroke="${pal.darker}" stroke-width="16" stroke-linecap="round"/>`,
      `<path d="M324,482 L676,482" stroke="url(#${id("gold")})" stroke-width="8" stroke-dasharray="3 3"/>`,
      `<path d="M292,500 L708,500" stroke="${pal.edge}" stroke-width="2.5"/>`,
      // Zip pull with a tassel.
      `<rect x="628" y="470" width="26" height="22" rx="6" fill="url(#${id("gold")})" stroke="${GOLD.deep}" stroke-width="1.5"/>`,
      goldRing(id, 641, 500, 9, 9, 5),
      `<rect x="630" y="506" width="22" height="26" rx="5" fill="url(#${id("goldV")})" stroke="${GOLD.deep}" stroke-width="1.5"/>`,
      `<path d="M630,530 L614,640 L668,640 L652,530 Z" fill="${pal.mid}" stroke="${pal.edge}" stroke-width="2"/>`,
      ...[618, 626, 634, 641, 648, 656, 664].map(
        (x, i) =>
          `<path d="M641,532 L${x},${636 - (i % 2) * 4}" stroke="${i % 2 ? pal.dark : pal.light}" stroke-width="2.5" opacity="0.7"/>`,
      ),
      goldRing(id, 292, 512, 14, 11, 6),
      goldRing(id, 708, 512, 14, 11, 6),
    ].join(""),
    floor: { cx: 500, y: 770, halfWidth: 220 },
    detail: { cx: 630, cy: 530, size: 300 },
    depth: 70,
  };
};

const phonePouch: Drawer = (id, pal) => {
  const body = rect(380, 382, 620, 782);
  const bodyD = roundedPoly(body, [26, 26, 32, 32]);
  const flap: Point[] = [
    [376, 376],
    [624, 376],
    [624, 512],
    [376, 512],
  ];
  const flapD = roundedPoly(flap, [24, 24, 50, 50]);
  return {
    back: [
      chain(id, [394, 398], [320, 200], [400, 60], [500, 60], 22),
      chain(id, [500, 60], [600, 60], [680, 200], [606, 398], 22),
    ].join(""),
    silhouette: bodyD,
    body: [
      leather(id, pal, bodyD),
      polyStitch(pal, body, 11, [16, 16, 22, 22]),
      // Front slip pocket.
      `<path d="M386,640 Q500,668 614,640 L614,770 L386,770 Z" fill="${pal.dark}" opacity="0.22"/>`,
      `<path d="M386,640 Q500,668 614,640" stroke="${pal.edge}" stroke-width="2.5" fill="none"/>`,
      stitch(pal, "M390,654 Q500,682 610,654"),
      `<path d="${roundedPoly(
        flap.map(([x, y]) => [x, y + 8] as Point),
        [24, 24, 50, 50],
      )}" fill="#000" opacity="0.16"/>`,
      leather(id, pal, flapD),
      polyStitch(pal, flap, 11, [14, 14, 38, 38]),
      goldStud(id, 500, 488, 14),
      `<circle cx="500" cy="488" r="7" fill="none" stroke="${GOLD.deep}" stroke-width="1.5" opacity="0.6"/>`,
      goldRing(id, 394, 398, 12, 10, 6),
      goldRing(id, 606, 398, 12, 10, 6),
    ].join(""),
    floor: { cx: 500, y: 784, halfWidth: 130 },
    detail: { cx: 470, cy: 440, size: 260 },
    depth: 30,
  };
};

const wallet: Drawer = (id, pal) => {
  const body = rect(226, 446, 774, 704);
  const bodyD = roundedPoly(body, [24, 24, 28, 28]);
  const flapPoints: Point[] = [
    [222, 440],
    [778, 440],
    [778, 476],
    [500, 626],
    [222, 476],
  ];
  const flapD = roundedPoly(flapPoints, [22, 22, 16, 30, 16]);
  return {
    back: strapPath(pal, "M238,520 C150,560 140,720 196,770 C236,806 266,730 252,664", 16, {
      tone: "dark",
    }),
    silhouette: bodyD,
    body: [
      leather(id, pal, bodyD),
      polyStitch(pal, body, 12, [14, 14, 18, 18]),
      `<path d="${roundedPoly(
        flapPoints.map(([x, y]) => [x, y + 9] as Point),
        [22, 22, 16, 30, 16],
      )}" fill="#000" opacity="0.16"/>`,
      leather(id, pal, flapD),
      polyStitch(pal, flapPoints, 13, [12, 12, 10, 22, 10]),
      goldStud(id, 500, 594, 15),
      `<circle cx="500" cy="594" r="8" fill="none" stroke="${GOLD.deep}" stroke-width="1.5" opacity="0.6"/>`,
      goldRing(id, 240, 520, 12, 16, 6),
    ].join(""),
    floor: { cx: 500, y: 706, halfWidth: 280 },
    detail: { cx: 500, cy: 590, size: 260 },
    depth: 24,
  };
};

const cardHolder: Drawer = (id, pal) => {
  const body = rect(318, 438, 682, 700);
  const bodyD = roundedPoly(body, [22, 22, 26, 26]);
  const pocket = (y: number) =>
    `M318,${y} L440,${y} Q500,${y + 42} 560,${y} L682,${y} L682,${700 - 26} Q682,700 656,700 L344,700 Q318,700 318,${700 - 26} Z`;
  return {
    back: [
      `<g transform="rotate(-5 470 420)"><rect x="350" y="372" width="250" height="150" rx="12" fill="#f4ebdb" stroke="#b9a58b" stroke-width="2.5"/><rect x="370" y="396" width="60" height="40" rx="6" fill="url(#${id("gold")})" opacity="0.9"/><path d="M370,470 L560,470 M370,488 L500,488" stroke="#cdbda6" stroke-width="6" stroke-linecap="round"/></g>`,
      `<g transform="rotate(4 540 420)"><rect x="420" y="384" width="250" height="150" rx="12" fill="#2f4858" stroke="#1d2e39" stroke-width="2.5"/><path d="M440,470 L620,470" stroke="#5b7b8f" stroke-width="6" stroke-linecap="round"/></g>`,
    ].join(""),
    silhouette: bodyD,
    body: [
      leather(id, pal, bodyD),
      polyStitch(pal, body, 11, [14, 14, 18, 18]),
      `<path d="${pocket(508)}" fill="#000" opacity="0.18" transform="translate(0,-7)"/>`,
      leather(id, pal, pocket(508), { sheen: false }),
      stitch(pal, "M330,522 L436,522 Q500,566 564,522 L670,522"),
      `<path d="${pocket(588)}" fill="#000" opacity="0.18" transform="translate(0,-7)"/>`,
      leather(id, pal, pocket(588), { sheen: false }),
      stitch(pal, "M330,602 L436,602 Q500,646 564,602 L670,602"),
      stitch(pal, "M330,688 L670,688"),
      goldRing(id, 340, 456, 28, 28, 7),
    ].join(""),
    floor: { cx: 500, y: 702, halfWidth: 190 },
    detail: { cx: 470, cy: 540, size: 260 },
    depth: 18,
  };
};

const strap: Drawer = (id, pal) => {
  // A wide strap laid in a soft wave from bottom left to top right, a clasp at each end.
  const p0: Point = [214, 742];
  const d = "M214,742 C330,600 300,470 470,470 C640,470 640,330 790,250";
  const accent = pal.pale ? mix(pal.base, "#3b2a1a", 0.55) : mix(pal.base, "#f4ead8", 0.7);
  const clasp = (x: number, y: number, angle: number) =>
    `<g transform="translate(${f(x)},${f(y)}) rotate(${f(angle)})">` +
    `<rect x="-36" y="-16" width="72" height="30" rx="8" fill="url(#${id("gold")})" stroke="${GOLD.deep}" stroke-width="2"/>` +
    `<ellipse cx="0" cy="36" rx="17" ry="18" fill="none" stroke="${GOLD.deep}" stroke-width="10"/><ellipse cx="0" cy="36" rx="17" ry="18" fill="none" stroke="url(#${id("gold")})" stroke-width="7"/>` +
    `<path d="M-14,64 C-30,112 22,132 26,96 C28,80 12,70 4,82" fill="none" stroke="${GOLD.deep}" stroke-width="13" stroke-linecap="round"/>` +
    `<path d="M-14,64 C-30,112 22,132 26,96 C28,80 12,70 4,82" fill="none" stroke="url(#${id("goldV")})" stroke-width="9" stroke-linecap="round"/>` +
    "</g>";
  return {
    back: "",
    silhouette: "M150,250 L850,250 L850,800 L150,800 Z",
    body: [
      `<path d="${d}" fill="none" stroke="#3a2a1a" stroke-width="76" stroke-linecap="butt" opacity="0.2" transform="translate(10,22)" filter="url(#blurTight)"/>`,
      strapPath(pal, d, 70, { stitched: true }),
      `<path d="${d}" fill="none" stroke="${accent}" stroke-width="22"/>`,
      `<path d="${d}" fill="none" stroke="${pal.mid}" stroke-width="10"/>`,
      `<path d="${d}" fill="none" stroke="${accent}" stroke-width="3" stroke-dasharray="10 10"/>`,
      clasp(p0[0] - 18, p0[1] + 14, 40),
      clasp(808, 232, 240),
    ].join(""),
    floor: { cx: 500, y: 790, halfWidth: 300 },
    detail: { cx: 250, cy: 760, size: 300 },
    depth: 0,
  };
};

const DRAWERS: Record<DemoStyle, Drawer> = {
  "top-handle": topHandle,
  tote,
  bucket,
  hobo,
  baguette,
  saddle,
  camera,
  "phone-pouch": phonePouch,
  wallet,
  "card-holder": cardHolder,
  strap,
};

export function drawBag(style: DemoStyle, id: IdMaker, pal: Palette): BagArt {
  const { extraDefs, ...art } = DRAWERS[style](id, pal);
  return { ...art, defs: sharedDefs(id, pal) + (extraDefs ?? "") };
}

/** Shade of the side panel in the three-quarter view. */
export function sideColour(pal: Palette): string {
  return mix(pal.dark, pal.mid, 0.35);
}
