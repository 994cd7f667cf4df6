/**
 * The carriers of the browser stories: GHTK and GHN stand-ins (the shop's own contract mocks,
 * apps/server/src/modules/shipping/*.mock-server.ts, which refuse a wrong header or unit), on
 * ports next to the shop's, with the credentials the shop is started with (playwright.config.ts).
 */
export const E2E_GHTK = { token: "ghtk-e2e-token", clientSource: "S308157" } as const;
export const E2E_GHN = { token: "ghn-e2e-token", shopId: 885 } as const;

/** Where parcels leave from in the stories: a Hồ Chí Minh City ward the carriers' data holds. */
export const E2E_PICKUP = {
  name: "Lumi Bags",
  phone: "0901234567",
  street: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26743,
} as const;
