/** The products section: the catalogue, a new product and the spec's /admin/edit/:id. */
export * from "./admin-edit-page";
export * from "./colour-picker";
export * from "./image-uploads";
export * from "./new-product-page";
export * from "./product-form";
export * from "./product-form-model";
export * from "./product-grid";
export * from "./product-import";
export * from "./product-translations";
export * from "./products-page";
export * from "./upload-image";
export * from "./upload-retry";
export * from "./use-product-draft";
export * from "./variation-images";
