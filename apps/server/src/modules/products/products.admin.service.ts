import type { AdminProductQuery, Product, ProductInput, ProductUpdate } from "@shop/shared";
import { AppError } from "../../app-error";
import { type AuditActor, AuditLog } from "../audit/audit-log";
import type { MediaService } from "../media/media.service";
import type { ProductWriteHook } from "./products.repository";
import type { ProductService } from "./products.service";

/** The audit entry of a product write, in its transaction: the whole product before and after. */
function audited(actor: AuditActor, action: string): ProductWriteHook {
  return (tx, before, after) =>
    AuditLog.record(tx, {
      actor,
      action,
      entity: "product",
      entityId: after?.id ?? before?.id ?? "",
      before,
      after,
    });
}

/**
 * The administrator's product writes over the catalogue service, whose cache
 * every write drops, so the storefront shows a change at once. Images must be ones this shop
 * stored: a product never points shoppers' browsers at an address an administrator pasted in.
 */
export function createProductAdminService({
  products,
  media,
}: {
  products: ProductService;
  media: MediaService;
}) {
  function checkImages(input: ProductInput): void {
    const fields: Record<string, string> = {};
    input.variations.forEach((variation, index) => {
      variation.images.forEach((url, imageIndex) => {
        if (!media.isStoredProductImage(url)) {
          fields[`variations.${index}.images.${imageIndex}`] = "must be an image uploaded to the shop";
        }
      });
    });
    if (Object.keys(fields).length > 0) {
      throw new AppError("validation_failed", 400, "Images must be uploaded through /api/media.", fields);
    }
  }

  return {
    /** The admin grid: a page of the products the search and filters match. */
    listProducts(query: AdminProductQuery): Promise<{ items: Product[]; total: number }> {
      return products.adminProducts(query);
    },

    createProduct(actor: AuditActor, input: ProductInput): Promise<Product> {
      checkImages(input);
      return products.createProduct(input, { inTransaction: audited(actor, "product.create") });
    },

    updateProduct(actor: AuditActor, id: string, input: ProductUpdate): Promise<Product> {
      checkImages(input);
      return products.updateProduct(id, input, { inTransaction: audited(actor, "product.update") });
    },

    /** Deletes the product, then its files (a file left behind by a crash costs disk, not shoppers). */
    async deleteProduct(actor: AuditActor, id: string): Promise<void> {
      const product = await products.getProduct(id);
      await products.deleteProduct(id, { inTransaction: audited(actor, "product.delete") });
      const urls = product.variations.flatMap((variation) => variation.images);
      await media.deleteProductImages(id, urls);
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;

/** Whether a product exists (media uploads for a product id check it first). */
export async function productExists(
  products: Pick<ProductService, "getProduct">,
  id: string,
): Promise<boolean> {
  try {
    await products.getProduct(id);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return false;
    throw error;
  }
}
