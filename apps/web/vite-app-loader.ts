/**
 * The app loader's chunk (src/app/app-loader.ts; docs/decisions/066-the-first-picture-before-the-scripts.md):
 * a second entry of the build, kept apart from the first load's group (vite.config.ts). Every
 * module it imports must match APP_LOADER_MODULES, or the first-load group would take that module
 * and the loader would import the app's whole first chunk (app-loader.test.ts bundles it to check).
 */
export const APP_LOADER_INPUT = "src/app/app-loader.ts";
/** APP_LOADER_CHUNK_NAME of packages/shared: the name the server finds the chunk by in the manifest. */
export const APP_LOADER_CHUNK = "app-loader";
export const APP_LOADER_MODULES = /src\/app\/(app-loader|app-scripts|shell-pictures)\.ts$/;
