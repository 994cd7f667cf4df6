import { describe, expect, it } from "vitest";
import { createDivisionSearch, formatFullAddress } from "./administrative-units";

const provinces = [
  { code: 1, name: "Thành phố Hà Nội" },
  { code: 31, name: "Thành phố Hải Phòng" },
  { code: 42, name: "Tỉnh Hà Tĩnh" },
  { code: 48, name: "Thành phố Đà Nẵng" },
  { code: 79, name: "Thành phố Hồ Chí Minh" },
  { code: 80, name: "Tỉnh Tây Ninh" },
];
const wards = [
  { code: 26740, name: "Phường Sài Gòn" },
  { code: 26824, name: "Phường Thủ Đức" },
  { code: 26800, name: "Phường Tăng Nhơn Phú" },
  { code: 27000, name: "Xã Đức Hòa" },
];

const names = (units: Array<{ name: string }>) => units.map((unit) => unit.name);

describe("finding a province or ward as a shopper types it", () => {
  const searchProvinces = createDivisionSearch(provinces);
  const searchWards = createDivisionSearch(wards);

  it("finds Hồ Chí Minh without accents or the kind word", () => {
    expect(names(searchProvinces("ho chi minh"))).toEqual(["Thành phố Hồ Chí Minh"]);
    expect(names(searchProvinces("HỒ CHÍ MINH"))).toEqual(["Thành phố Hồ Chí Minh"]);
    expect(names(searchProvinces("hcm"))).toEqual(["Thành phố Hồ Chí Minh"]);
    expect(names(searchProvinces("tp ho chi minh"))).toEqual([]);
  });

  it("finds Hà Nội as 'ha noi', 'Hà Nội' and 'hanoi'", () => {
    for (const query of ["ha noi", "Hà Nội", "hanoi", "HaNoi", "thanh pho ha noi"]) {
      expect(names(searchProvinces(query)), query).toEqual(["Thành phố Hà Nội"]);
    }
  });

  it("reads đ as d and ranks names that start with the query first", () => {
    expect(names(searchProvinces("da nang"))).toEqual(["Thành phố Đà Nẵng"]);
    expect(names(searchWards("thu duc"))).toEqual(["Phường Thủ Đức"]);
    expect(names(searchWards("duc"))).toEqual(["Xã Đức Hòa", "Phường Thủ Đức"]);
    expect(names(searchProvinces("ha"))).toEqual(["Thành phố Hà Nội", "Thành phố Hải Phòng", "Tỉnh Hà Tĩnh"]);
  });

  it("lists everything for an empty query and nothing for a stranger", () => {
    expect(searchWards("  ")).toHaveLength(4);
    expect(searchWards("quan 1")).toEqual([]);
  });
});

describe("the full address", () => {
  it("is street, ward, province; older orders have the street line only", () => {
    expect(
      formatFullAddress({
        address: "12 Lê Lợi",
        wardName: "Phường Sài Gòn",
        provinceName: "Thành phố Hồ Chí Minh",
      }),
    ).toBe("12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh");
    expect(
      formatFullAddress({ address: "12 Lý Thường Kiệt, Hà Nội", wardName: null, provinceName: null }),
    ).toBe("12 Lý Thường Kiệt, Hà Nội");
  });
});
