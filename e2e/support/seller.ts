/** The seller's legal details the stories' server is started with (playwright.config.ts). */
export const SELLER = {
  ownerName: "Công ty TNHH Lumi Bags Việt Nam",
  address: "12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh",
  registrationNumber: "0312345678",
  registrationPlace: "Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh",
  registrationDate: "2024-03-12",
  moitUrl: "http://online.gov.vn/Home/WebDetails/123456",
} as const;

export const SELLER_ENVIRONMENT = {
  SHOP_OWNER_NAME: SELLER.ownerName,
  SHOP_ADDRESS: SELLER.address,
  SHOP_REGISTRATION_NUMBER: SELLER.registrationNumber,
  SHOP_REGISTRATION_PLACE: SELLER.registrationPlace,
  SHOP_REGISTRATION_DATE: SELLER.registrationDate,
  SHOP_MOIT_URL: SELLER.moitUrl,
};
