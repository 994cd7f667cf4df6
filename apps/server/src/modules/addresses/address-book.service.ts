import { ADDRESS_BOOK_MAX, type SavedAddress, type SavedAddressInput } from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import * as repository from "./address-book.repository";
import type { AddressService } from "./addresses.service";

export type AddressBook = ReturnType<typeof createAddressBook>;

function savedAddress(row: repository.SavedAddressRow): SavedAddress {
  return {
    id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    address: row.address,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    wardCode: row.wardCode,
    wardName: row.wardName,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

function notFound(id: string): AppError {
  // Another customer's id is answered exactly as an unknown one: nothing is learnt of it.
  return new AppError("address_not_found", 404, `No saved address ${id}.`);
}

/**
 * A signed-in customer's address book (`/api/me/addresses`, docs/decisions/057-reviews-related-address-book.md).
 * Each address passes the checkout's own rules (shared `customerInfoSchema` fields, the 2025 units
 * resolved by `AddressService.resolve`, so a saved ward always belongs to its province); the
 * first address, or one marked so, is the default, and there is at most one.
 */
export function createAddressBook({
  db,
  addresses,
  clock = () => new Date(),
}: {
  db: Database;
  addresses: Pick<AddressService, "resolve">;
  clock?: () => Date;
}) {
  /** The units' names, with the form's own field names on a refusal (not the order's customerInfo.*). */
  function columnsOf(input: SavedAddressInput): repository.SavedAddressColumns {
    try {
      const units = addresses.resolve(input.provinceCode, input.wardCode);
      return {
        fullName: input.fullName,
        phone: input.phone,
        address: input.address,
        isDefault: input.isDefault,
        ...units,
      };
    } catch (error) {
      if (error instanceof AppError && error.fields) {
        const fields = Object.fromEntries(
          Object.entries(error.fields).map(([path, message]) => [path.replace("customerInfo.", ""), message]),
        );
        throw new AppError(error.code, error.status, error.message, fields);
      }
      throw error;
    }
  }

  return {
    async list(userId: string): Promise<SavedAddress[]> {
      return (await repository.findSavedAddresses(db, userId)).map(savedAddress);
    },

    async add(userId: string, input: SavedAddressInput): Promise<SavedAddress> {
      const columns = columnsOf(input);
      const row = await db.transaction(async (tx) => {
        const existing = await repository.countSavedAddresses(tx, userId);
        if (existing >= ADDRESS_BOOK_MAX) {
          throw new AppError(
            "address_book_full",
            409,
            `An address book holds at most ${ADDRESS_BOOK_MAX} addresses.`,
          );
        }
        const isDefault = columns.isDefault || existing === 0;
        if (isDefault) await repository.clearDefault(tx, userId);
        return repository.insertSavedAddress(tx, userId, { ...columns, isDefault });
      });
      return savedAddress(row);
    },

    async edit(userId: string, id: string, input: SavedAddressInput): Promise<SavedAddress> {
      const columns = columnsOf(input);
      const row = await db.transaction(async (tx) => {
        const current = (await repository.findSavedAddresses(tx, userId)).find((each) => each.id === id);
        if (!current) throw notFound(id);
        // The default stays the default until another takes its place.
        const isDefault = columns.isDefault || current.isDefault;
        if (isDefault) await repository.clearDefault(tx, userId, id);
        const updated = await repository.updateSavedAddress(
          tx,
          userId,
          id,
          { ...columns, isDefault },
          clock(),
        );
        if (!updated) throw notFound(id);
        return updated;
      });
      return savedAddress(row);
    },

    async makeDefault(userId: string, id: string): Promise<SavedAddress> {
      const row = await db.transaction(async (tx) => {
        const current = (await repository.findSavedAddresses(tx, userId)).find((each) => each.id === id);
        if (!current) throw notFound(id);
        await repository.clearDefault(tx, userId, id);
        const { fullName, phone, address, provinceCode, provinceName, wardCode, wardName } = current;
        const columns = {
          fullName,
          phone,
          address,
          provinceCode,
          provinceName,
          wardCode,
          wardName,
          isDefault: true,
        };
        const updated = await repository.updateSavedAddress(tx, userId, id, columns, clock());
        if (!updated) throw notFound(id);
        return updated;
      });
      return savedAddress(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await repository.deleteSavedAddress(tx, userId, id);
        if (!deleted) throw notFound(id);
        if (deleted.isDefault) await repository.defaultToNewest(tx, userId);
      });
    },
  };
}
