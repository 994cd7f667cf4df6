// The entry the server sends instead of the app's own scripts on a page whose first pictures it
// painted (apps/server/src/modules/web/index-html.ts). A chunk of its own, a few hundred bytes,
// that imports nothing but the two files beside it (vite-app-loader.ts keeps it so).
import { loadAppScriptsAfterShellPictures } from "./app-scripts";

void loadAppScriptsAfterShellPictures(document);
