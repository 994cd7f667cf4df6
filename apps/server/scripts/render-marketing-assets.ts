/**
 * Renders the shop's static brand and campaign files into apps/web/public/: hero slides (desktop and
 * mobile WebP), the looping promo video (H.264 MP4 made with ffmpeg from rendered frames, with a
 * quiet seamless pad as its audio track) and its poster, favicon (SVG and ICO), logo, about-page
 * image, product image placeholder and the social preview. The outputs are committed.
 *
 *   npx tsx apps/server/scripts/render-marketing-assets.ts            (needs ffmpeg on the PATH)
 *   npx tsx apps/server/scripts/render-marketing-assets.ts --no-video (everything but the video)
 */
import { spawn } from "node:child_process";
import { copyFile, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { HERO_SLIDE_COUNT } from "@shop/shared";
import sharp from "sharp";
import { faviconSvg, logoSvg, placeholderSvg } from "./demo-art/brand";
import {
  aboutSvg,
  HERO_SIZES,
  type HeroVariant,
  heroSvg,
  ogSvg,
  VIDEO,
  videoFrameSvg,
} from "./demo-art/marketing";

const PUBLIC_DIR = fileURLToPath(new URL("../../web/public", import.meta.url));
const HERO_WIDTHS: Record<HeroVariant, readonly number[]> = { desktop: [1280, 1920], mobile: [750] };
const VIDEO_BUDGET_BYTES = 600 * 1024;

async function main(): Promise<void> {
  const withVideo = !process.argv.includes("--no-video");
  await mkdir(join(PUBLIC_DIR, "hero"), { recursive: true });
  await mkdir(join(PUBLIC_DIR, "images"), { recursive: true });
  await mkdir(join(PUBLIC_DIR, "video"), { recursive: true });

  await writeFile(join(PUBLIC_DIR, "favicon.svg"), faviconSvg());
  await writeFile(join(PUBLIC_DIR, "favicon.ico"), await icoFromSvg(faviconSvg(), [16, 32, 48]));
  await writeFile(join(PUBLIC_DIR, "logo.svg"), logoSvg());
  await writeFile(join(PUBLIC_DIR, "images", "product-placeholder.svg"), placeholderSvg());
  report("favicon, logo, placeholder");

  for (let slide = 1; slide <= HERO_SLIDE_COUNT; slide++) {
    if (slide > 3) throw new Error("Only three hero slides are drawn");
    for (const variant of ["desktop", "mobile"] as const) {
      const master = await sharp(Buffer.from(heroSvg(slide as 1 | 2 | 3, variant)))
        .png()
        .toBuffer();
      for (const width of HERO_WIDTHS[variant]) {
        const height = Math.round((HERO_SIZES[variant].height * width) / HERO_SIZES[variant].width);
        await sharp(master)
          .resize(width, height)
          .webp({ quality: 80, effort: 6 })
          .toFile(join(PUBLIC_DIR, "hero", `slide-${slide}-${variant}-${width}.webp`));
      }
    }
    report(`hero slide ${slide}`);
  }

  await sharp(Buffer.from(aboutSvg()))
    .webp({ quality: 80, effort: 6 })
    .toFile(join(PUBLIC_DIR, "images", "about.webp"));
  await sharp(Buffer.from(ogSvg()))
    .webp({ quality: 82, effort: 6 })
    .toFile(join(PUBLIC_DIR, "og-default.webp"));
  report("about image, social preview");

  await sharp(Buffer.from(videoFrameSvg(0)))
    .webp({ quality: 80, effort: 6 })
    .toFile(join(PUBLIC_DIR, "video", "promo-poster.webp"));
  if (withVideo) await renderVideo(join(PUBLIC_DIR, "video", "promo.mp4"));
}

function report(what: string): void {
  console.log(`  ${what}`);
}

/** An .ico file whose entries are PNG images (supported by every current browser). */
async function icoFromSvg(svg: string, sizes: readonly number[]): Promise<Buffer> {
  const pngs = await Promise.all(
    sizes.map((size) =>
      sharp(Buffer.from(svg), { density: (72 * size) / 64 })
        .resize(size, size)
        .png()
        .toBuffer(),
    ),
  );
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * pngs.length;
  pngs.forEach((png, i) => {
    const size = sizes[i] ?? 0;
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  });
  return Buffer.concat([header, ...entries, ...pngs]);
}

/** Renders every frame of one loop and pipes them as raw RGB into ffmpeg. */
async function renderVideo(outFile: string): Promise<void> {
  const { width, height, fps, seconds } = VIDEO;
  const frames = fps * seconds;
  const tmpFile = join(tmpdir(), `promo-${process.pid}.mp4`);
  // A soft major-seventh pad whose notes and swell all repeat every 5 s, so the audio loops too.
  const pad =
    "0.03*(sin(2*PI*220*t)+0.7*sin(2*PI*277.2*t)+0.6*sin(2*PI*329.6*t)+0.35*sin(2*PI*415.2*t))" +
    `*(0.65+0.35*sin(2*PI*t/${seconds}))`;
  const ffmpeg = spawn(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${width}x${height}`,
      "-r",
      String(fps),
      "-i",
      "-",
      "-f",
      "lavfi",
      "-i",
      `aevalsrc=${pad}:s=44100:d=${seconds}`,
      "-map",
      "0:v",
      "-map",
      "1:a",
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-crf",
      "24",
      "-tune",
      "animation",
      "-profile:v",
      "high",
      "-pix_fmt",
      "yuv420p",
      "-g",
      String(fps * seconds),
      "-c:a",
      "aac",
      "-b:a",
      "48k",
      "-ac",
      "1",
      "-shortest",
      "-movflags",
      "+faststart",
      tmpFile,
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const finished = new Promise<void>((resolve, reject) => {
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  for (let frame = 0; frame < frames; frame++) {
    const raw = await sharp(Buffer.from(videoFrameSvg(frame / fps)))
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ffmpeg.stdin.write(raw)) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
    if ((frame + 1) % fps === 0) report(`video ${frame + 1}/${frames} frames`);
  }
  ffmpeg.stdin.end();
  await finished;
  const { size } = await stat(tmpFile);
  await copyFile(tmpFile, outFile);
  await rm(tmpFile);
  report(`video ${(size / 1024).toFixed(0)} KB${size > VIDEO_BUDGET_BYTES ? " — OVER BUDGET" : ""}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
