import { describe, expect, it } from "vitest";
import { englishSingulars } from "./english-plurals";

describe("English plurals in a search", () => {
  it.each([
    ["bags", ["bag"]],
    ["wallets", ["wallet"]],
    ["accessories", ["accessorie", "accessory"]],
    ["pouches", ["pouche", "pouch"]],
    ["boxes", ["boxe", "box"]],
    ["glasses", ["glasse", "glass"]],
    // No word of a catalogue: it finds nothing more.
    ["canvas", ["canva"]],
  ])("reads %s as %j", (word, singulars) => {
    expect(englishSingulars(word)).toEqual(singulars);
  });

  it.each(["bag", "glass", "tus", "túis", "가방", "vis", "lotus", "chassis"])("leaves %s alone", (word) => {
    expect(englishSingulars(word)).toEqual([]);
  });
});
