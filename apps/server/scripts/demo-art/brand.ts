/**
 * The Lumi Bags marks: a small bag glyph (favicon) and a monoline wordmark drawn as strokes, so the
 * logo looks the same in every browser without depending on installed fonts.
 */

export const BRAND = {
  ink: "#2b211c",
  gold: "#b8894a",
  cream: "#f6efe6",
};

/** The bag glyph in a 64 × 64 box. */
export function bagMark(ink: string, gold: string): string {
  return [
    `<path d="M22,24 C22,10 42,10 42,24" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linecap="round"/>`,
    `<path d="M15.5,24 L48.5,24 Q51,24 51.4,26.5 L54.6,50.5 Q55,54 51.5,54 L12.5,54 Q9,54 9.4,50.5 L12.6,26.5 Q13,24 15.5,24 Z" fill="${ink}"/>`,
    `<path d="M14.5,24.5 L49.5,24.5 L50.6,34 Q32,41 13.4,34 Z" fill="#ffffff" opacity="0.12"/>`,
    `<rect x="28" y="33" width="8" height="7" rx="2" fill="${gold}"/>`,
  ].join("");
}

export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND.cream}"/>${bagMark(BRAND.ink, BRAND.gold)}</svg>\n`;
}

/**
 * The installed app's icon: the bag on cream. `maskable` fills the whole square and keeps the bag
 * inside the central 80 % circle that launchers may crop to (https://w3c.github.io/manifest/#icon-masks);
 * the plain icon has rounded corners like the favicon.
 */
export function appIconSvg({ maskable = false } = {}): string {
  const background = maskable
    ? `<rect width="64" height="64" fill="${BRAND.cream}"/>`
    : `<rect width="64" height="64" rx="14" fill="${BRAND.cream}"/>`;
  // The bag spans y 10..54 in its box; maskable shrinks it to 70 % around the centre.
  const mark = maskable
    ? `<g transform="translate(32,33) scale(0.7) translate(-32,-32)">${bagMark(BRAND.ink, BRAND.gold)}</g>`
    : bagMark(BRAND.ink, BRAND.gold);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${background}${mark}</svg>\n`;
}

/** Monoline letters, x-height from y = 30 to 70, cap height from y = 0; widths in user units. */
const LETTERS: Record<string, { d: string; width: number; dots?: Array<[number, number]> }> = {
  L: { d: "M0,0 V70 H38", width: 38 },
  u: { d: "M0,30 V52 A17,18 0 0 0 34,52 V30 M34,30 V70", width: 34 },
  m: { d: "M0,70 V30 M0,46 A15,16 0 0 1 30,46 V70 M30,46 A15,16 0 0 1 60,46 V70", width: 60 },
  i: { d: "M0,30 V70", width: 0, dots: [[0, 14]] },
  B: { d: "M0,0 V70 H25 A18,18 0 0 0 25,34 H0 M0,0 H22 A17,17 0 0 1 22,34", width: 43 },
  a: { d: "M40,50 A20,20 0 1 1 40,49.9 M40,30 V70", width: 40 },
  g: { d: "M40,50 A20,20 0 1 1 40,49.9 M40,30 V76 A20,19 0 0 1 3,86", width: 40 },
  s: { d: "M31,37 C27,29 4,27 4,40 C4,53 34,47 34,60 C34,74 7,74 1,64", width: 35 },
  " ": { d: "", width: 16 },
};

/** The "Lumi Bags" wordmark as paths; returns the SVG body and its width (height 100). */
export function wordmark(text: string, colour: string, strokeWidth = 6): { svg: string; width: number } {
  const spacing = 15;
  let x = strokeWidth / 2;
  const parts: string[] = [];
  for (const char of text) {
    const letter = LETTERS[char];
    if (!letter) throw new Error(`No glyph for ${char}`);
    if (letter.d) {
      parts.push(`<path d="${letter.d}" transform="translate(${x},8)"/>`);
    }
    for (const [dx, dy] of letter.dots ?? []) {
      parts.push(
        `<circle cx="${x + dx}" cy="${8 + dy}" r="${strokeWidth * 0.7}" fill="${colour}" stroke="none"/>`,
      );
    }
    x += letter.width + spacing;
  }
  const width = x - spacing + strokeWidth / 2;
  return {
    svg: `<g fill="none" stroke="${colour}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${parts.join("")}</g>`,
    width,
  };
}

/** Logo: bag glyph and wordmark side by side, 100 units high. */
export function logoSvg(): string {
  const mark = wordmark("Lumi Bags", BRAND.ink);
  const markOffset = 92;
  const width = Math.ceil(markOffset + mark.width + 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 100" width="${width}" height="100"><title>Lumi Bags</title><g transform="translate(0,8) scale(1.25)">${bagMark(BRAND.ink, BRAND.gold)}</g><g transform="translate(${markOffset},0)">${mark.svg}</g></svg>\n`;
}

/** The placeholder shown when a product image fails to load: a faint bag outline. */
export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f4f1ec"/><g fill="none" stroke="#d6cfc4" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"><path d="M160,160 C160,96 240,96 240,160"/><path d="M128,160 L272,160 Q282,160 284,170 L300,288 Q302,304 286,304 L114,304 Q98,304 100,288 L116,170 Q118,160 128,160 Z"/><path d="M120,200 Q200,226 280,200"/></g><rect x="188" y="206" width="24" height="18" rx="5" fill="#e2dbcf"/></svg>\n`;
}
