import type { CustomerDetail, CustomerPage, CustomerSearch } from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import * as repository from "./customers.repository";

export type CustomerService = ReturnType<typeof createCustomerService>;

/** The back office's view of the shop's customers: who they are, what they ordered, where to. */
export function createCustomerService({ db }: { db: Database }) {
  return {
    async listCustomers({ q, page, limit }: CustomerSearch): Promise<CustomerPage> {
      const { items, total } = await repository.findCustomerPage(db, {
        q: q || undefined,
        offset: (page - 1) * limit,
        limit,
      });
      return { items, total, page, limit };
    },

    async getCustomer(id: string): Promise<CustomerDetail> {
      const customer = await repository.findCustomer(db, id);
      if (!customer) throw new AppError("not_found", 404, `Customer ${id} not found`);
      const [orders, addresses] = await Promise.all([
        repository.findCustomerOrders(db, customer.email),
        repository.findCustomerAddresses(db, customer.email),
      ]);
      return { customer, orders, addresses };
    },
  };
}
