import type { Database } from "../db/client";
import {
  type Catalogue,
  type CatalogueDependencies,
  createCatalogue,
} from "../modules/catalogue/catalogue.service";
import { type CatalogueChanges, createCatalogueChanges } from "../modules/catalogue/catalogue-changes";
import { createProductService, type ProductService } from "../modules/products/products.service";

/** The catalogue's writes and read side as one instance of the shop has them, without HTTP. */
export interface CatalogueInstance {
  changes: CatalogueChanges;
  catalogue: Catalogue;
  products: ProductService;
}

export function catalogueInstance(
  db: Database,
  options: Omit<CatalogueDependencies, "db" | "changes"> = {},
): CatalogueInstance {
  const changes = createCatalogueChanges({ db });
  const catalogue = createCatalogue({ db, changes, ...options });
  const products = createProductService({ db, changes, clock: options.clock });
  return { changes, catalogue, products };
}
