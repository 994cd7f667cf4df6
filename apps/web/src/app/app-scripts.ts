import { nextTurn, shellPicturesShown } from "./shell-pictures";

/**
 * APP_SCRIPTS_ELEMENT_ID of packages/shared, written out: the loader imports nothing from the
 * shared package, whose files would pull the app's first chunk in with them (app-loader.test.ts
 * checks the two agree).
 */
export const APP_SCRIPTS_ID = "app-scripts";

/**
 * Copies the app's script and module preload tags, which the server sent inert in
 * `<template id="app-scripts">`, into the page once the pictures the server painted are on
 * screen (or after shellPicturesShown's longest wait). Until then the browser downloads nothing
 * but the page, its stylesheet and those pictures: on a phone's slow line the first picture no
 * longer shares it with thirty scripts, and the app cannot replace a picture before it was shown
 * (docs/decisions/066-the-first-picture-before-the-scripts.md). Copies, not the template's own
 * nodes: an element made by createElement is a script the browser runs, whatever the browser's
 * rules for scripts parsed inside a template.
 */
export async function loadAppScriptsAfterShellPictures(page: Document): Promise<void> {
  const inert = page.getElementById(APP_SCRIPTS_ID);
  const root = page.getElementById("root");
  if (!(inert instanceof HTMLTemplateElement)) return;
  if (root) await shellPicturesShown(root);
  let asked = 0;
  for (const tag of [...inert.content.children]) {
    if (asked++ % TAGS_PER_TURN === 0) await nextTurn();
    const copy = page.createElement(tag.localName);
    for (const { name, value } of [...tag.attributes]) copy.setAttribute(name, value);
    page.head.append(copy);
  }
  inert.remove();
}

/**
 * Each tag starts a request, some 3 ms of a phone's main thread (Chromium at Lighthouse's
 * four-fold slowdown): a catalogue page's thirty at once were one task of 100–150 ms, which a tap
 * waited behind and Lighthouse counted as blocking. A few a turn keeps each turn short.
 */
const TAGS_PER_TURN = 4;
