/**
 * The demo catalogue seeded into a fresh, empty database: 48 bags, 12 per category, in the ten
 * named colours, with images drawn by the project itself (nothing is downloaded).
 *
 * CONTRACT with the seed (coordinate through these exports only):
 *
 *   demoProductInputs(now: Date): DemoProduct[]
 *
 *   interface DemoProduct {
 *     slug: string;        // stable, unique, kebab-case key, e.g. "lumi-classic" (not stored; for logs/tests)
 *     createdAt: Date;     // staggered before `now`, so the "newest" sort interleaves the categories
 *     input: ProductInput; // valid per productInputSchema from @shop/shared
 *   }
 *
 * In `input.variations[i].images`, each entry is NOT a URL but an asset base path relative to
 * `apps/server/demo-assets`, without the width suffix, e.g. "products/tote/d32f2f/front". For every
 * width W of IMAGE_WIDTHS the file `<base>-<W>.webp` exists (use `demoAssetFile(base, W)` from
 * ./demo-styles). The first image of a variation is its cover. The seed copies every width into
 * media storage and replaces each base path with the stored URL before inserting the product.
 * Colours are lower-case `#rrggbb` hex values taken from COLOURS.
 *
 * Promotions are relative to `now`: about 10 products have one running (started before `now`, ending
 * after it), about 6 have one that ended before `now`; the rest have none.
 *
 * The images are made by `npm run demo:assets --workspace @shop/server`
 * (scripts/render-demo-assets.ts), which renders exactly the images this catalogue names.
 */
import { type Category, COLOURS, type NamedColour, type ProductInput } from "@shop/shared";
import { type DemoStyle, type DemoView, demoImageBase } from "./demo-styles";
import { demoTranslations } from "./demo-translations";

export interface DemoProduct {
  slug: string;
  createdAt: Date;
  input: ProductInput;
}

type ColourName = NamedColour["en"];

interface DemoProductSpec {
  slug: string;
  name: string;
  category: Category;
  style: DemoStyle;
  price: number;
  material: Material;
  dimensions: string;
  colours: readonly ColourName[];
  /** One or two bullets about this model; the style's bullets follow. */
  highlights: readonly string[];
  promotion?: { status: "active" | "expired"; discount: number };
}

type Material =
  | "Da bò thật"
  | "Da bò vân Saffiano"
  | "Da bò thuộc thảo mộc"
  | "Da cừu mềm"
  | "Da PU cao cấp"
  | "Da PU chần trám"
  | "Vải canvas phối da";

/** Where each kind of demo bag is made (the product page's origin, decision 052): invented, but plausible. */
const ORIGIN: Record<Material, string> = {
  "Da bò thật": "VN",
  "Da bò vân Saffiano": "IT",
  "Da bò thuộc thảo mộc": "VN",
  "Da cừu mềm": "KR",
  "Da PU cao cấp": "CN",
  "Da PU chần trám": "CN",
  "Vải canvas phối da": "VN",
};

const CARE: Record<Material, string> = {
  "Da bò thật":
    "Lau bằng khăn mềm, khô sau khi sử dụng. Tránh nước, mưa và ánh nắng trực tiếp. Dưỡng da 3–6 tháng một lần bằng kem dưỡng chuyên dụng. Khi không dùng, nhồi giấy giữ form và cất trong túi vải đi kèm.",
  "Da bò vân Saffiano":
    "Lau nhẹ bằng khăn ẩm vắt kiệt rồi lau khô lại. Bề mặt vân Saffiano chống trầy tốt nhưng nên tránh vật sắc nhọn. Không dùng cồn, xăng hay chất tẩy. Cất nơi khô thoáng, tránh nắng.",
  "Da bò thuộc thảo mộc":
    "Da thuộc thảo mộc sẽ sẫm màu và bóng đẹp hơn theo thời gian. Lau khô ngay khi dính nước, dưỡng bằng sáp ong hoặc dầu dưỡng da 2–3 tháng một lần. Tránh ánh nắng gắt và nơi ẩm.",
  "Da cừu mềm":
    "Da cừu mềm và nhạy với nước: lau bụi bằng khăn mềm khô, tránh mưa và mỹ phẩm. Không đặt vật nặng lên túi. Cất trong túi vải, nhồi giấy để giữ dáng.",
  "Da PU cao cấp":
    "Lau nhẹ bằng khăn ẩm rồi lau khô. Không dùng cồn hoặc chất tẩy mạnh. Tránh để gần nguồn nhiệt và vật sắc nhọn. Cất nơi thoáng mát, không gập mạnh.",
  "Da PU chần trám":
    "Lau bằng khăn ẩm mềm theo chiều đường chần, sau đó lau khô. Không giặt máy, không ngâm nước. Tránh đè vật nặng để giữ độ phồng của đường trám.",
  "Vải canvas phối da":
    "Giặt tay nhẹ nhàng phần vải với nước lạnh và xà phòng trung tính, tránh làm ướt phần da. Không dùng thuốc tẩy, không vắt mạnh. Phơi nơi thoáng mát, tránh nắng gắt.",
};

const STYLE_BULLETS: Record<DemoStyle, readonly string[]> = {
  "top-handle": [
    "Form cứng cáp, giữ dáng đẹp sau thời gian dài sử dụng",
    "Kèm dây đeo vai có thể tháo rời và điều chỉnh độ dài",
    "Ngăn chính rộng, có ngăn khóa kéo bên trong và ngăn để điện thoại",
  ],
  tote: [
    "Sức chứa lớn, vừa laptop 14 inch và tài liệu khổ A4",
    "Quai đeo chắc chắn, tán đinh kim loại ở hai đầu",
    "Lót trong bằng vải cotton, có túi nhỏ khóa kéo",
  ],
  bucket: [
    "Dây rút điều chỉnh miệng túi, lấy đồ dễ dàng",
    "Đáy túi gia cố thêm một lớp da, đứng vững khi đặt xuống",
    "Có thể xách tay hoặc đeo vai",
  ],
  hobo: [
    "Quai đeo bản rộng, êm vai khi dùng cả ngày",
    "Khóa kéo kim loại mượt, an toàn cho đồ dùng cá nhân",
    "Đủ rộng cho ví dài, ô gấp và bình nước nhỏ",
  ],
  baguette: [
    "Dáng baguette thanh lịch, kẹp nách gọn gàng",
    "Khóa cài mạ vàng làm điểm nhấn sang trọng",
    "Đựng vừa điện thoại, ví nhỏ và son môi",
  ],
  saddle: [
    "Dáng yên ngựa cổ điển với đường cong mềm mại",
    "Dây đeo chéo điều chỉnh từ 100 đến 130 cm",
    "Nhẹ, rảnh tay khi dạo phố hay đi du lịch",
  ],
  camera: [
    "Khóa kéo kim loại trên miệng túi, đóng mở êm",
    "Tua rua da ở đầu khóa kéo",
    "Ngăn trong chia hai, kèm một ngăn khóa kéo nhỏ",
  ],
  "phone-pouch": [
    "Vừa điện thoại màn hình đến 6,9 inch",
    "Dây xích mạ vàng có thể tháo rời",
    "Nắp gập cài nút nam châm, mở bằng một tay",
  ],
  wallet: [
    "Nhiều ngăn đựng thẻ và ngăn tiền rộng",
    "Nút bấm mạ vàng chắc chắn, không gỉ",
    "Kèm quai cầm tay có thể tháo rời",
  ],
  "card-holder": [
    "4 ngăn đựng thẻ và một ngăn giữa cho tiền gấp",
    "Siêu mỏng, vừa túi quần và túi áo",
    "Khoen móc chìa khóa mạ vàng",
  ],
  strap: [
    "Khóa móc xoay 360°, hợp với hầu hết túi có khoen",
    "Điều chỉnh độ dài để đeo vai hoặc đeo chéo",
    "Bản rộng giúp phân bổ trọng lượng, êm vai",
  ],
};

const SPECS: readonly DemoProductSpec[] = [
  // Handbag
  {
    slug: "lumi-classic",
    name: "Túi xách tay Lumi Classic",
    category: "Handbag",
    style: "top-handle",
    price: 2_450_000,
    material: "Da bò thật",
    dimensions: "26 x 20 x 11 cm",
    colours: ["Black", "Brown", "Beige"],
    highlights: ["Thiết kế biểu tượng của Lumi, khâu tay từng đường chỉ", "Da bò nguyên tấm nhập khẩu từ Ý"],
    promotion: { status: "active", discount: 15 },
  },
  {
    slug: "lumi-rose",
    name: "Túi xách đỏ Lumi Rose",
    category: "Handbag",
    style: "top-handle",
    price: 2_190_000,
    material: "Da bò vân Saffiano",
    dimensions: "24 x 18 x 10 cm",
    colours: ["Red"],
    highlights: ["Sắc đỏ rượu vang nổi bật cho những buổi hẹn và tiệc tối"],
  },
  {
    slug: "hoi-an-mini",
    name: "Túi xách tay Hội An Mini",
    category: "Handbag",
    style: "top-handle",
    price: 890_000,
    material: "Da PU cao cấp",
    dimensions: "20 x 15 x 9 cm",
    colours: ["Yellow", "Pink"],
    highlights: ["Màu sắc tươi tắn lấy cảm hứng từ những bức tường phố cổ Hội An"],
  },
  {
    slug: "sai-gon-office",
    name: "Túi xách tay Sài Gòn Office",
    category: "Handbag",
    style: "top-handle",
    price: 2_890_000,
    material: "Da bò thật",
    dimensions: "30 x 23 x 13 cm",
    colours: ["Gray", "Blue"],
    highlights: ["Kích thước rộng rãi cho ngày làm việc bận rộn", "Chân đế kim loại bảo vệ đáy túi"],
  },
  {
    slug: "ngoc-trai",
    name: "Túi xách tay Ngọc Trai",
    category: "Handbag",
    style: "top-handle",
    price: 3_250_000,
    material: "Da cừu mềm",
    dimensions: "25 x 19 x 11 cm",
    colours: ["White", "Green"],
    highlights: ["Da cừu mềm mịn, nhẹ hơn 30% so với da bò", "Phiên bản giới hạn, đánh số từng chiếc"],
    promotion: { status: "expired", discount: 10 },
  },
  {
    slug: "may-trang-tote",
    name: "Túi tote Mây Trắng",
    category: "Handbag",
    style: "tote",
    price: 590_000,
    material: "Vải canvas phối da",
    dimensions: "38 x 32 x 14 cm",
    colours: ["White", "Beige"],
    highlights: ["Vải canvas dày 16 oz, quai và viền phối da thật"],
  },
  {
    slug: "da-lat-tote",
    name: "Túi tote Công Sở Đà Lạt",
    category: "Handbag",
    style: "tote",
    price: 1_990_000,
    material: "Da bò thật",
    dimensions: "40 x 30 x 15 cm",
    colours: ["Black", "Brown"],
    highlights: ["Ngăn chống sốc riêng cho laptop", "Đáy có chân đinh, đặt xuống sàn không lo bẩn"],
    promotion: { status: "active", discount: 10 },
  },
  {
    slug: "cho-lon-tote",
    name: "Túi tote Chợ Lớn",
    category: "Handbag",
    style: "tote",
    price: 750_000,
    material: "Da PU cao cấp",
    dimensions: "36 x 30 x 13 cm",
    colours: ["Red", "Green"],
    highlights: ["Nhẹ và bền, chống thấm nước nhẹ"],
  },
  {
    slug: "suong-mai-bucket",
    name: "Túi bucket Sương Mai",
    category: "Handbag",
    style: "bucket",
    price: 1_690_000,
    material: "Da cừu mềm",
    dimensions: "22 x 25 x 18 cm",
    colours: ["Beige", "Pink"],
    highlights: ["Dáng túi mềm mại, nhẹ nhàng như sương sớm Đà Lạt"],
  },
  {
    slug: "hoa-sen-bucket",
    name: "Túi bucket Hoa Sen",
    category: "Handbag",
    style: "bucket",
    price: 820_000,
    material: "Da PU cao cấp",
    dimensions: "20 x 24 x 16 cm",
    colours: ["Green", "Black"],
    highlights: ["Dây rút da tròn, đầu dây bọc kim loại mạ vàng"],
    promotion: { status: "active", discount: 25 },
  },
  {
    slug: "ha-long-bucket",
    name: "Túi bucket Hạ Long",
    category: "Handbag",
    style: "bucket",
    price: 1_450_000,
    material: "Da bò thật",
    dimensions: "23 x 26 x 18 cm",
    colours: ["Blue", "Gray"],
    highlights: ["Sắc xanh biển lấy cảm hứng từ vịnh Hạ Long", "Lót trong có túi nhỏ đựng chìa khóa"],
  },
  {
    slug: "ho-tay-canvas-tote",
    name: "Túi tote canvas Hồ Tây",
    category: "Handbag",
    style: "tote",
    price: 450_000,
    material: "Vải canvas phối da",
    dimensions: "40 x 35 x 12 cm",
    colours: ["Blue", "Pink", "Gray"],
    highlights: ["Gấp gọn được, tiện mang theo khi đi chợ hay đi biển"],
  },
  // Shoulder Bag
  {
    slug: "trang-khuyet-hobo",
    name: "Túi đeo vai Trăng Khuyết",
    category: "Shoulder Bag",
    style: "hobo",
    price: 2_290_000,
    material: "Da bò thật",
    dimensions: "34 x 24 x 10 cm",
    colours: ["Brown", "Black"],
    highlights: ["Dáng trăng khuyết mềm mại, ôm sát người khi đeo", "Da bò thuộc mềm, càng dùng càng đẹp"],
    promotion: { status: "active", discount: 15 },
  },
  {
    slug: "an-nhien-hobo",
    name: "Túi đeo vai Hobo An Nhiên",
    category: "Shoulder Bag",
    style: "hobo",
    price: 1_890_000,
    material: "Da cừu mềm",
    dimensions: "32 x 22 x 9 cm",
    colours: ["Beige", "Gray"],
    highlights: ["Tông màu trung tính dễ phối với mọi trang phục"],
  },
  {
    slug: "song-huong-hobo",
    name: "Túi đeo vai Sông Hương",
    category: "Shoulder Bag",
    style: "hobo",
    price: 790_000,
    material: "Da PU cao cấp",
    dimensions: "30 x 21 x 9 cm",
    colours: ["Blue", "Pink"],
    highlights: ["Nhẹ nhàng, thơ mộng như dòng sông Hương xứ Huế"],
    promotion: { status: "expired", discount: 15 },
  },
  {
    slug: "mua-thu-hobo",
    name: "Túi đeo vai Mùa Thu",
    category: "Shoulder Bag",
    style: "hobo",
    price: 850_000,
    material: "Da PU cao cấp",
    dimensions: "31 x 22 x 10 cm",
    colours: ["Yellow", "Red"],
    highlights: ["Gam màu ấm áp của mùa thu Hà Nội"],
  },
  {
    slug: "la-xanh-hobo",
    name: "Túi đeo vai Lá Xanh",
    category: "Shoulder Bag",
    style: "hobo",
    price: 650_000,
    material: "Vải canvas phối da",
    dimensions: "33 x 23 x 10 cm",
    colours: ["Green", "White"],
    highlights: ["Chất liệu canvas thân thiện môi trường"],
  },
  {
    slug: "lumi-baguette",
    name: "Túi đeo vai Baguette Lumi",
    category: "Shoulder Bag",
    style: "baguette",
    price: 1_490_000,
    material: "Da bò vân Saffiano",
    dimensions: "27 x 14 x 7 cm",
    colours: ["Black", "Pink"],
    highlights: ["Mẫu túi bán chạy nhất của Lumi", "Vân Saffiano dập nổi chống trầy xước"],
    promotion: { status: "active", discount: 20 },
  },
  {
    slug: "hoang-hon-baguette",
    name: "Túi đeo vai Baguette Hoàng Hôn",
    category: "Shoulder Bag",
    style: "baguette",
    price: 690_000,
    material: "Da PU cao cấp",
    dimensions: "26 x 13 x 6 cm",
    colours: ["Yellow", "Brown"],
    highlights: ["Sắc màu hoàng hôn rực rỡ cho những chuyến đi biển"],
  },
  {
    slug: "ngoc-bich-baguette",
    name: "Túi đeo vai Ngọc Bích",
    category: "Shoulder Bag",
    style: "baguette",
    price: 1_790_000,
    material: "Da cừu mềm",
    dimensions: "25 x 13 x 7 cm",
    colours: ["Green", "White"],
    highlights: ["Sắc xanh ngọc bích sang trọng, quý phái"],
    promotion: { status: "expired", discount: 10 },
  },
  {
    slug: "thanh-lich-baguette",
    name: "Túi đeo vai Thanh Lịch",
    category: "Shoulder Bag",
    style: "baguette",
    price: 1_350_000,
    material: "Da bò thật",
    dimensions: "28 x 15 x 7 cm",
    colours: ["Gray", "Beige"],
    highlights: ["Vừa đủ cho những vật dụng cần thiết của một ngày đi làm"],
  },
  {
    slug: "y2k-baguette",
    name: "Túi đeo vai Kẹp Nách Y2K",
    category: "Shoulder Bag",
    style: "baguette",
    price: 590_000,
    material: "Da PU cao cấp",
    dimensions: "24 x 12 x 6 cm",
    colours: ["Blue", "Red"],
    highlights: ["Phong cách Y2K trẻ trung đang được yêu thích"],
    promotion: { status: "active", discount: 30 },
  },
  {
    slug: "nang-tote",
    name: "Túi đeo vai Tote Nắng",
    category: "Shoulder Bag",
    style: "tote",
    price: 490_000,
    material: "Vải canvas phối da",
    dimensions: "37 x 31 x 12 cm",
    colours: ["Yellow"],
    highlights: ["Quai dài đeo vai thoải mái, sắc vàng tươi như nắng hè"],
  },
  {
    slug: "phu-sa-bucket",
    name: "Túi đeo vai Bucket Phù Sa",
    category: "Shoulder Bag",
    style: "bucket",
    price: 790_000,
    material: "Da PU cao cấp",
    dimensions: "21 x 25 x 17 cm",
    colours: ["Brown", "White"],
    highlights: ["Quai đeo vai dài, miệng túi rộng dễ lấy đồ"],
  },
  // Crossbody Bag
  {
    slug: "saigon-mini",
    name: "Túi đeo chéo Saigon Mini",
    category: "Crossbody Bag",
    style: "saddle",
    price: 1_590_000,
    material: "Da bò thật",
    dimensions: "22 x 18 x 7 cm",
    colours: ["Brown", "Black"],
    highlights: [
      "Nhỏ gọn cho những buổi cà phê và dạo phố Sài Gòn",
      "Dây đeo bản nhỏ, có thể đeo vai hoặc đeo chéo",
    ],
    promotion: { status: "active", discount: 10 },
  },
  {
    slug: "da-lat-saddle",
    name: "Túi đeo chéo Yên Ngựa Đà Lạt",
    category: "Crossbody Bag",
    style: "saddle",
    price: 1_890_000,
    material: "Da bò thuộc thảo mộc",
    dimensions: "24 x 19 x 8 cm",
    colours: ["Beige", "Green"],
    highlights: ["Da thuộc thảo mộc lên màu đẹp theo thời gian sử dụng"],
  },
  {
    slug: "hoa-ban-saddle",
    name: "Túi đeo chéo Hoa Ban",
    category: "Crossbody Bag",
    style: "saddle",
    price: 790_000,
    material: "Da PU cao cấp",
    dimensions: "21 x 17 x 7 cm",
    colours: ["White", "Pink"],
    highlights: ["Tinh khôi như sắc hoa ban Tây Bắc"],
    promotion: { status: "expired", discount: 20 },
  },
  {
    slug: "cat-ba-saddle",
    name: "Túi đeo chéo Cát Bà",
    category: "Crossbody Bag",
    style: "saddle",
    price: 850_000,
    material: "Da PU cao cấp",
    dimensions: "22 x 18 x 7 cm",
    colours: ["Blue", "Yellow", "Red"],
    highlights: ["Ba gam màu rực rỡ cho mùa hè"],
  },
  {
    slug: "lumi-camera",
    name: "Túi đeo chéo Camera Lumi",
    category: "Crossbody Bag",
    style: "camera",
    price: 1_150_000,
    material: "Da PU chần trám",
    dimensions: "20 x 14 x 7 cm",
    colours: ["Black", "Beige", "Pink"],
    highlights: ["Đường chần trám nổi, giữ phom đẹp", "Phụ kiện kim loại mạ vàng 18K"],
    promotion: { status: "active", discount: 20 },
  },
  {
    slug: "pho-co-camera",
    name: "Túi đeo chéo Hộp Phố Cổ",
    category: "Crossbody Bag",
    style: "camera",
    price: 1_290_000,
    material: "Da bò thật",
    dimensions: "21 x 15 x 8 cm",
    colours: ["Brown", "Red"],
    highlights: ["Dáng hộp vuông vắn, cổ điển như những mái ngói phố cổ"],
  },
  {
    slug: "sapa-camera",
    name: "Túi đeo chéo Chần Trám Sapa",
    category: "Crossbody Bag",
    style: "camera",
    price: 690_000,
    material: "Da PU chần trám",
    dimensions: "19 x 13 x 7 cm",
    colours: ["Gray", "White"],
    highlights: ["Tông màu sương mù Sapa nhẹ nhàng, dễ phối đồ"],
  },
  {
    slug: "mekong-camera",
    name: "Túi đeo chéo Du Lịch Mekong",
    category: "Crossbody Bag",
    style: "camera",
    price: 590_000,
    material: "Vải canvas phối da",
    dimensions: "21 x 15 x 8 cm",
    colours: ["Green", "Blue"],
    highlights: ["Bền bỉ cho những chuyến đi miền Tây sông nước"],
  },
  {
    slug: "may-phone-pouch",
    name: "Túi đeo chéo điện thoại Mây",
    category: "Crossbody Bag",
    style: "phone-pouch",
    price: 390_000,
    material: "Da PU cao cấp",
    dimensions: "11 x 19 x 3 cm",
    colours: ["Black", "Pink"],
    highlights: ["Nhẹ như mây, chỉ khoảng 180 g"],
  },
  {
    slug: "nang-phone-pouch",
    name: "Túi đeo chéo điện thoại Nắng",
    category: "Crossbody Bag",
    style: "phone-pouch",
    price: 420_000,
    material: "Da PU cao cấp",
    dimensions: "11 x 19 x 3 cm",
    colours: ["Yellow", "White"],
    highlights: ["Màu sắc tươi sáng cho ngày hè năng động"],
  },
  {
    slug: "ngoc-phone-pouch",
    name: "Túi đeo chéo điện thoại Ngọc",
    category: "Crossbody Bag",
    style: "phone-pouch",
    price: 650_000,
    material: "Da bò thật",
    dimensions: "12 x 20 x 3 cm",
    colours: ["Green", "Red", "Brown"],
    highlights: ["Da bò thật nguyên tấm, viền sơn cạnh tỉ mỉ"],
  },
  {
    slug: "suong-phone-pouch",
    name: "Túi đeo chéo điện thoại Sương",
    category: "Crossbody Bag",
    style: "phone-pouch",
    price: 590_000,
    material: "Da cừu mềm",
    dimensions: "12 x 20 x 3 cm",
    colours: ["Beige", "Gray", "Blue"],
    highlights: ["Da cừu mềm mại, êm tay khi cầm"],
  },
  // Accessories
  {
    slug: "hoi-an-clutch",
    name: "Ví cầm tay Hội An",
    category: "Accessories",
    style: "wallet",
    price: 990_000,
    material: "Da bò thật",
    dimensions: "22 x 11 x 2,5 cm",
    colours: ["Red", "Brown"],
    highlights: [
      "Nắp phong bì thanh lịch, hợp dự tiệc và đi làm",
      "12 ngăn thẻ, 2 ngăn tiền và ngăn khóa kéo",
    ],
    promotion: { status: "active", discount: 10 },
  },
  {
    slug: "lumi-envelope-wallet",
    name: "Ví dài Lumi Envelope",
    category: "Accessories",
    style: "wallet",
    price: 850_000,
    material: "Da bò vân Saffiano",
    dimensions: "20 x 10 x 2 cm",
    colours: ["Black", "Beige"],
    highlights: ["Vân Saffiano bền đẹp, không bám vân tay"],
  },
  {
    slug: "ngoc-trai-clutch",
    name: "Ví cầm tay Dạ Tiệc Ngọc Trai",
    category: "Accessories",
    style: "wallet",
    price: 550_000,
    material: "Da PU cao cấp",
    dimensions: "21 x 11 x 3 cm",
    colours: ["White", "Pink"],
    highlights: ["Vừa điện thoại, son và chìa khóa cho buổi tiệc tối"],
    promotion: { status: "expired", discount: 25 },
  },
  {
    slug: "thu-dong-wallet",
    name: "Ví dài Thu Đông",
    category: "Accessories",
    style: "wallet",
    price: 490_000,
    material: "Da PU cao cấp",
    dimensions: "19 x 10 x 2 cm",
    colours: ["Gray", "Green"],
    highlights: ["Tông màu trầm ấm cho mùa thu đông"],
  },
  {
    slug: "hoa-mai-clutch",
    name: "Ví cầm tay Hoa Mai",
    category: "Accessories",
    style: "wallet",
    price: 790_000,
    material: "Da cừu mềm",
    dimensions: "21 x 11 x 2,5 cm",
    colours: ["Yellow", "Blue"],
    highlights: ["Món quà ý nghĩa dịp Tết, đi kèm hộp quà sang trọng"],
    promotion: { status: "active", discount: 20 },
  },
  {
    slug: "lumi-slim-card",
    name: "Ví đựng thẻ Lumi Slim",
    category: "Accessories",
    style: "card-holder",
    price: 390_000,
    material: "Da bò thật",
    dimensions: "10,5 x 7,5 x 0,8 cm",
    colours: ["Black", "Brown", "Blue"],
    highlights: ["Chỉ dày 8 mm khi đựng đủ 6 thẻ"],
  },
  {
    slug: "sen-hong-card",
    name: "Ví đựng thẻ Sen Hồng",
    category: "Accessories",
    style: "card-holder",
    price: 290_000,
    material: "Da PU cao cấp",
    dimensions: "10 x 7,5 x 0,8 cm",
    colours: ["Pink", "White"],
    highlights: ["Sắc hồng sen dịu dàng"],
  },
  {
    slug: "saffiano-office-card",
    name: "Ví đựng thẻ Saffiano Office",
    category: "Accessories",
    style: "card-holder",
    price: 450_000,
    material: "Da bò vân Saffiano",
    dimensions: "10,5 x 7,5 x 0,8 cm",
    colours: ["Gray", "Red"],
    highlights: ["Gọn gàng cho thẻ nhân viên và danh thiếp"],
    promotion: { status: "expired", discount: 10 },
  },
  {
    slug: "com-card",
    name: "Ví đựng thẻ Mini Cốm",
    category: "Accessories",
    style: "card-holder",
    price: 320_000,
    material: "Da PU cao cấp",
    dimensions: "10 x 7 x 0,8 cm",
    colours: ["Green", "Yellow", "Beige"],
    highlights: ["Màu sắc tươi mát như cốm làng Vòng"],
  },
  {
    slug: "lumi-wide-strap",
    name: "Dây đeo túi bản rộng Lumi",
    category: "Accessories",
    style: "strap",
    price: 590_000,
    material: "Da bò thật",
    dimensions: "Dài 80–125 cm, bản rộng 4 cm",
    colours: ["Black", "Brown", "Beige"],
    highlights: ["Biến chiếc túi quen thuộc thành phong cách mới"],
  },
  {
    slug: "sac-mau-strap",
    name: "Dây đeo túi Sắc Màu",
    category: "Accessories",
    style: "strap",
    price: 350_000,
    material: "Da PU cao cấp",
    dimensions: "Dài 75–120 cm, bản rộng 3,8 cm",
    colours: ["Red", "Blue", "Yellow"],
    highlights: ["Sọc viền tương phản nổi bật"],
  },
  {
    slug: "pastel-strap",
    name: "Dây đeo túi Pastel",
    category: "Accessories",
    style: "strap",
    price: 320_000,
    material: "Da PU cao cấp",
    dimensions: "Dài 75–120 cm, bản rộng 3,8 cm",
    colours: ["Pink", "Green", "White"],
    highlights: ["Gam màu pastel nhẹ nhàng, dễ phối với túi trơn"],
  },
];

/** Images per colour, by colour position: the first colour (the product's cover) has the most. */
const VIEWS_BY_POSITION: readonly (readonly DemoView[])[] = [
  ["front", "angle", "detail", "studio"],
  ["front", "angle", "detail"],
  ["front", "angle"],
];

const DAY_MS = 24 * 60 * 60 * 1000;

function colourHex(name: ColourName): string {
  const colour = COLOURS.find((c) => c.en === name);
  if (!colour) throw new Error(`Unknown colour ${name}`);
  return colour.hex;
}

function promotionFor(spec: DemoProductSpec, index: number, now: Date): ProductInput["promotion"] {
  if (!spec.promotion) return null;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  if (spec.promotion.status === "active") {
    // Started a few days ago, ends in one to four weeks.
    return {
      discount: spec.promotion.discount,
      startDate: at(-(2 + (index % 5))),
      endDate: at(7 + (index % 4) * 7),
    };
  }
  // Ran for two weeks, ended one to two months ago.
  const end = -(30 + (index % 4) * 8);
  return { discount: spec.promotion.discount, startDate: at(end - 14), endDate: at(end) };
}

/**
 * Position of each product in the "newest" order: the categories take turns, so the first page of
 * new arrivals shows all four.
 */
function arrivalRank(index: number): number {
  const perCategory = SPECS.length / 4;
  const category = Math.floor(index / perCategory);
  const withinCategory = index % perCategory;
  return withinCategory * 4 + category;
}

/** A packed bag's weight by kind (the bag, tissue and a carton), in grams. */
const PACKED_WEIGHT_GRAMS: Record<Category, number> = {
  Handbag: 750,
  "Shoulder Bag": 700,
  "Crossbody Bag": 450,
  Accessories: 200,
};

/**
 * The demo bag's parcel for the carriers' quotes: its weight by kind, and its box from its own
 * dimensions ("26 x 20 x 11 cm", "22 x 11 x 2,5 cm") with two centimetres of packing each way,
 * rounded up to whole centimetres. A strap measured by its length has no box: the default one.
 */
export function demoParcel(
  spec: Pick<DemoProductSpec, "category" | "dimensions">,
): Pick<ProductInput, "weightGrams" | "lengthCm" | "widthCm" | "heightCm"> {
  const sides = /^([\d,]+) x ([\d,]+) x ([\d,]+) cm$/.exec(spec.dimensions);
  const side = (index: number) => {
    const text = sides?.[index];
    return text ? Math.ceil(Number(text.replace(",", "."))) + 2 : null;
  };
  return {
    weightGrams: PACKED_WEIGHT_GRAMS[spec.category],
    lengthCm: side(1),
    widthCm: side(2),
    heightCm: side(3),
  };
}

export function demoProductInputs(now: Date): DemoProduct[] {
  return SPECS.map((spec, index) => {
    const styleBullets = STYLE_BULLETS[spec.style];
    const description = [...spec.highlights, ...rotate(styleBullets, index).slice(0, 2)];
    const input: ProductInput = {
      name: spec.name,
      price: spec.price,
      category: spec.category,
      description,
      dimensions: spec.dimensions,
      material: spec.material,
      careInstructions: CARE[spec.material],
      origin: ORIGIN[spec.material],
      promotion: promotionFor(spec, index, now),
      promotionText: "",
      translations: demoTranslations(spec.slug, {
        description,
        material: spec.material,
        careInstructions: CARE[spec.material],
      }),
      variations: spec.colours.map((colourName, colourIndex) => {
        const hex = colourHex(colourName);
        const views = VIEWS_BY_POSITION[Math.min(colourIndex, VIEWS_BY_POSITION.length - 1)] ?? ["front"];
        return {
          color: hex,
          images: views.map((view) => demoImageBase(spec.style, hex, view)),
          stock: demoStock(index, colourIndex, spec.colours.length, hex),
        };
      }),
      ...demoParcel(spec),
    };
    // Newest first: rank 0 arrived six hours before `now`, each next one eleven hours earlier.
    const createdAt = new Date(now.getTime() - (6 + arrivalRank(index) * 11) * 60 * 60 * 1000);
    return { slug: spec.slug, createdAt, input };
  });
}

/**
 * Hundreds of bags per colour, except a few third or later colours that are sold out or nearly so,
 * so the shop shows both states. Never a product's first two colours nor black: the browser stories
 * buy those (e2e/stories), and must find them in stock.
 */
export function demoStock(productIndex: number, colourIndex: number, colours: number, hex: string): number {
  const isLast = colourIndex === colours - 1 && colourIndex >= 2 && hex !== "#000000";
  if (isLast && productIndex % 4 === 1) return 0;
  if (isLast && productIndex % 4 === 3) return 3;
  return 100 + ((productIndex * 37 + colourIndex * 53) % 400);
}

function rotate<T>(items: readonly T[], by: number): T[] {
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
