import type { ProductTranslations, TranslatedLanguage } from "@shop/shared";

/**
 * The demo catalogue in English, Korean and Japanese (decision 029): every Vietnamese text of
 * demo-catalogue.ts — names, highlights, the styles' bullets, materials and care — with its three
 * translations, written for shoppers rather than word for word. demo-catalogue.test.ts checks that
 * no demo text is left without them.
 */
type Translated = Record<TranslatedLanguage, string>;

function t(en: string, kr: string, jp: string): Translated {
  return { en, kr, jp };
}

export const DEMO_NAMES: Record<string, Translated> = {
  "lumi-classic": t("Lumi Classic Top-Handle Bag", "루미 클래식 토트백", "ルミ クラシック ハンドバッグ"),
  "lumi-rose": t("Lumi Rose Red Handbag", "루미 로즈 레드 핸드백", "ルミ ローズ レッドハンドバッグ"),
  "hoi-an-mini": t("Hoi An Mini Handbag", "호이안 미니 핸드백", "ホイアン ミニハンドバッグ"),
  "sai-gon-office": t("Saigon Office Handbag", "사이공 오피스 핸드백", "サイゴン オフィスハンドバッグ"),
  "ngoc-trai": t("Pearl Handbag", "진주 핸드백", "パール ハンドバッグ"),
  "may-trang-tote": t("White Cloud Tote", "화이트 클라우드 토트백", "ホワイトクラウド トートバッグ"),
  "da-lat-tote": t("Da Lat Office Tote", "달랏 오피스 토트백", "ダラット オフィストート"),
  "cho-lon-tote": t("Cho Lon Tote", "쩌런 토트백", "チョロン トートバッグ"),
  "suong-mai-bucket": t("Morning Mist Bucket Bag", "새벽 안개 버킷백", "朝霧 バケットバッグ"),
  "hoa-sen-bucket": t("Lotus Bucket Bag", "연꽃 버킷백", "蓮 バケットバッグ"),
  "ha-long-bucket": t("Ha Long Bucket Bag", "하롱 버킷백", "ハロン バケットバッグ"),
  "ho-tay-canvas-tote": t("West Lake Canvas Tote", "서호 캔버스 토트백", "西湖 キャンバストート"),
  "trang-khuyet-hobo": t("Crescent Moon Shoulder Bag", "초승달 숄더백", "三日月 ショルダーバッグ"),
  "an-nhien-hobo": t("An Nhien Hobo Shoulder Bag", "안니엔 호보 숄더백", "アンニエン ホーボーショルダー"),
  "song-huong-hobo": t("Perfume River Shoulder Bag", "흐엉강 숄더백", "フォン川 ショルダーバッグ"),
  "mua-thu-hobo": t("Autumn Shoulder Bag", "가을 숄더백", "秋 ショルダーバッグ"),
  "la-xanh-hobo": t("Green Leaf Shoulder Bag", "그린 리프 숄더백", "グリーンリーフ ショルダーバッグ"),
  "lumi-baguette": t("Lumi Baguette Shoulder Bag", "루미 바게트 숄더백", "ルミ バゲット ショルダーバッグ"),
  "hoang-hon-baguette": t(
    "Sunset Baguette Shoulder Bag",
    "선셋 바게트 숄더백",
    "サンセット バゲットショルダー",
  ),
  "ngoc-bich-baguette": t("Jade Shoulder Bag", "옥빛 숄더백", "翡翠 ショルダーバッグ"),
  "thanh-lich-baguette": t("Elegance Shoulder Bag", "엘레강스 숄더백", "エレガンス ショルダーバッグ"),
  "y2k-baguette": t("Y2K Underarm Shoulder Bag", "Y2K 언더암 숄더백", "Y2K 脇抱え ショルダーバッグ"),
  "nang-tote": t("Sunshine Shoulder Tote", "햇살 숄더 토트백", "ひだまり ショルダートート"),
  "phu-sa-bucket": t("Alluvium Bucket Shoulder Bag", "푸사 버킷 숄더백", "フーサ バケットショルダー"),
  "saigon-mini": t("Saigon Mini Crossbody Bag", "사이공 미니 크로스백", "サイゴン ミニ ショルダーポーチ"),
  "da-lat-saddle": t("Da Lat Saddle Crossbody Bag", "달랏 새들 크로스백", "ダラット サドル クロスボディ"),
  "hoa-ban-saddle": t("Bauhinia Crossbody Bag", "바우히니아 크로스백", "バウヒニア クロスボディバッグ"),
  "cat-ba-saddle": t("Cat Ba Crossbody Bag", "깟바 크로스백", "カットバー クロスボディバッグ"),
  "lumi-camera": t("Lumi Camera Crossbody Bag", "루미 카메라 크로스백", "ルミ カメラバッグ"),
  "pho-co-camera": t(
    "Old Quarter Box Crossbody Bag",
    "올드쿼터 박스 크로스백",
    "旧市街 ボックスクロスボディ",
  ),
  "sapa-camera": t("Sapa Quilted Crossbody Bag", "사파 퀼팅 크로스백", "サパ キルティング クロスボディ"),
  "mekong-camera": t("Mekong Travel Crossbody Bag", "메콩 여행 크로스백", "メコン トラベルクロスボディ"),
  "may-phone-pouch": t("Cloud Phone Crossbody Pouch", "클라우드 폰 크로스백", "クラウド スマホショルダー"),
  "nang-phone-pouch": t("Sunshine Phone Crossbody Pouch", "햇살 폰 크로스백", "ひだまり スマホショルダー"),
  "ngoc-phone-pouch": t("Jade Phone Crossbody Pouch", "옥빛 폰 크로스백", "翡翠 スマホショルダー"),
  "suong-phone-pouch": t("Mist Phone Crossbody Pouch", "안개 폰 크로스백", "霧 スマホショルダー"),
  "hoi-an-clutch": t("Hoi An Clutch", "호이안 클러치", "ホイアン クラッチ"),
  "lumi-envelope-wallet": t("Lumi Envelope Long Wallet", "루미 엔벨로프 장지갑", "ルミ エンベロープ 長財布"),
  "ngoc-trai-clutch": t("Pearl Evening Clutch", "진주 이브닝 클러치", "パール パーティークラッチ"),
  "thu-dong-wallet": t("Autumn–Winter Long Wallet", "가을겨울 장지갑", "秋冬 長財布"),
  "hoa-mai-clutch": t("Apricot Blossom Clutch", "매화 클러치", "梅の花 クラッチ"),
  "lumi-slim-card": t("Lumi Slim Card Holder", "루미 슬림 카드지갑", "ルミ スリム カードケース"),
  "sen-hong-card": t("Pink Lotus Card Holder", "핑크 로터스 카드지갑", "ピンクロータス カードケース"),
  "saffiano-office-card": t(
    "Saffiano Office Card Holder",
    "사피아노 오피스 카드지갑",
    "サフィアーノ オフィス カードケース",
  ),
  "com-card": t("Green Rice Mini Card Holder", "꼼 미니 카드지갑", "コム ミニカードケース"),
  "lumi-wide-strap": t("Lumi Wide Bag Strap", "루미 와이드 가방 스트랩", "ルミ ワイド バッグストラップ"),
  "sac-mau-strap": t(
    "Colour Stripe Bag Strap",
    "컬러 스트라이프 가방 스트랩",
    "カラーストライプ バッグストラップ",
  ),
  "pastel-strap": t("Pastel Bag Strap", "파스텔 가방 스트랩", "パステル バッグストラップ"),
};

/** Highlights, style bullets, materials and care, keyed by the Vietnamese text. */
export const DEMO_TEXTS: Record<string, Translated> = {
  // Materials
  "Da bò thật": t("Genuine cowhide", "천연 소가죽", "本革（牛革）"),
  "Da bò vân Saffiano": t("Saffiano-textured cowhide", "사피아노 소가죽", "サフィアーノ型押し牛革"),
  "Da bò thuộc thảo mộc": t(
    "Vegetable-tanned cowhide",
    "베지터블 태닝 소가죽",
    "ヌメ革（植物タンニンなめし牛革）",
  ),
  "Da cừu mềm": t("Soft lambskin", "부드러운 양가죽", "やわらかなラムスキン"),
  "Da PU cao cấp": t("Premium PU leather", "고급 PU 가죽", "上質な PU レザー"),
  "Da PU chần trám": t("Quilted PU leather", "퀼팅 PU 가죽", "キルティング PU レザー"),
  "Vải canvas phối da": t("Canvas with leather trim", "가죽 트림 캔버스", "レザー使いのキャンバス"),
  // Care
  "Lau bằng khăn mềm, khô sau khi sử dụng. Tránh nước, mưa và ánh nắng trực tiếp. Dưỡng da 3–6 tháng một lần bằng kem dưỡng chuyên dụng. Khi không dùng, nhồi giấy giữ form và cất trong túi vải đi kèm.":
    t(
      "Wipe with a soft, dry cloth after use. Keep away from water, rain and direct sunlight. Condition the leather every 3–6 months with a leather cream. When not in use, stuff with paper to keep its shape and store it in the dust bag provided.",
      "사용 후 부드럽고 마른 천으로 닦아 주세요. 물, 비, 직사광선을 피하세요. 3~6개월마다 전용 크림으로 가죽을 관리해 주세요. 사용하지 않을 때는 종이를 채워 형태를 유지하고 동봉된 더스트백에 보관하세요.",
      "ご使用後はやわらかい乾いた布で拭いてください。水・雨・直射日光を避けてください。3〜6か月ごとに専用クリームでお手入れを。使わないときは紙を詰めて形を保ち、付属の保存袋に入れて保管してください。",
    ),
  "Lau nhẹ bằng khăn ẩm vắt kiệt rồi lau khô lại. Bề mặt vân Saffiano chống trầy tốt nhưng nên tránh vật sắc nhọn. Không dùng cồn, xăng hay chất tẩy. Cất nơi khô thoáng, tránh nắng.":
    t(
      "Wipe gently with a well-wrung damp cloth, then dry. The Saffiano finish resists scratches, but keep it away from sharp objects. Never use alcohol, petrol or bleach. Store in a dry, airy place out of the sun.",
      "물기를 꼭 짠 젖은 천으로 가볍게 닦은 뒤 다시 마른 천으로 닦아 주세요. 사피아노 표면은 스크래치에 강하지만 날카로운 물건은 피하세요. 알코올, 벤진, 표백제는 사용하지 마세요. 햇빛을 피해 건조하고 통풍이 잘되는 곳에 보관하세요.",
      "固く絞った布でやさしく拭き、乾いた布で仕上げてください。サフィアーノ加工は傷に強いものの、鋭利な物は避けてください。アルコール・ベンジン・漂白剤は使わないでください。直射日光を避け、風通しのよい乾いた場所で保管してください。",
    ),
  "Da thuộc thảo mộc sẽ sẫm màu và bóng đẹp hơn theo thời gian. Lau khô ngay khi dính nước, dưỡng bằng sáp ong hoặc dầu dưỡng da 2–3 tháng một lần. Tránh ánh nắng gắt và nơi ẩm.":
    t(
      "Vegetable-tanned leather darkens and gains a beautiful sheen over time. Dry it at once if it gets wet, and condition it with beeswax or leather oil every 2–3 months. Avoid harsh sun and damp places.",
      "베지터블 가죽은 시간이 지날수록 색이 깊어지고 윤기가 더해집니다. 물이 묻으면 바로 닦아 말리고, 2~3개월마다 밀랍이나 가죽 오일로 관리해 주세요. 강한 햇빛과 습한 곳은 피하세요.",
      "ヌメ革は使うほどに色が深まり、美しいツヤが出てきます。濡れたらすぐに拭き取り、2〜3か月ごとに蜜蝋またはレザーオイルでお手入れを。強い日差しと湿気は避けてください。",
    ),
  "Da cừu mềm và nhạy với nước: lau bụi bằng khăn mềm khô, tránh mưa và mỹ phẩm. Không đặt vật nặng lên túi. Cất trong túi vải, nhồi giấy để giữ dáng.":
    t(
      "Lambskin is soft and sensitive to water: dust it with a soft dry cloth and keep it away from rain and cosmetics. Do not rest heavy things on the bag. Store it in its dust bag, stuffed with paper to keep its shape.",
      "양가죽은 부드럽고 물에 약합니다. 부드러운 마른 천으로 먼지를 털고 비와 화장품을 피하세요. 가방 위에 무거운 물건을 올리지 마세요. 종이를 채워 형태를 잡은 뒤 더스트백에 보관하세요.",
      "ラムスキンはやわらかく水に弱い素材です。乾いたやわらかい布でほこりを払い、雨や化粧品を避けてください。バッグの上に重い物を置かないでください。紙を詰めて形を整え、保存袋に入れて保管してください。",
    ),
  "Lau nhẹ bằng khăn ẩm rồi lau khô. Không dùng cồn hoặc chất tẩy mạnh. Tránh để gần nguồn nhiệt và vật sắc nhọn. Cất nơi thoáng mát, không gập mạnh.":
    t(
      "Wipe gently with a damp cloth, then dry. Do not use alcohol or strong cleaners. Keep away from heat and sharp objects. Store in a cool, airy place without folding it hard.",
      "젖은 천으로 가볍게 닦은 뒤 말려 주세요. 알코올이나 강한 세제는 사용하지 마세요. 열원과 날카로운 물건을 피하세요. 세게 접지 말고 서늘하고 통풍이 잘되는 곳에 보관하세요.",
      "湿らせた布でやさしく拭き、乾かしてください。アルコールや強い洗剤は使わないでください。熱源や鋭利な物を避け、強く折り曲げずに涼しく風通しのよい場所で保管してください。",
    ),
  "Lau bằng khăn ẩm mềm theo chiều đường chần, sau đó lau khô. Không giặt máy, không ngâm nước. Tránh đè vật nặng để giữ độ phồng của đường trám.":
    t(
      "Wipe with a soft damp cloth along the quilting, then dry. Do not machine-wash or soak. Keep heavy things off it so the quilting stays plump.",
      "퀼팅 방향을 따라 부드러운 젖은 천으로 닦은 뒤 말려 주세요. 세탁기 사용이나 물에 담그는 것은 피하세요. 퀼팅의 볼륨이 유지되도록 무거운 물건을 올리지 마세요.",
      "キルティングに沿ってやわらかい湿った布で拭き、乾かしてください。洗濯機洗いや水への浸け置きはしないでください。キルティングのふっくら感を保つため、重い物をのせないでください。",
    ),
  "Giặt tay nhẹ nhàng phần vải với nước lạnh và xà phòng trung tính, tránh làm ướt phần da. Không dùng thuốc tẩy, không vắt mạnh. Phơi nơi thoáng mát, tránh nắng gắt.":
    t(
      "Hand-wash the canvas gently in cold water with mild soap, keeping the leather dry. No bleach and no hard wringing. Dry in a cool, airy place out of harsh sun.",
      "캔버스 부분은 찬물과 중성 세제로 가볍게 손세탁하고 가죽 부분은 젖지 않게 해 주세요. 표백제 사용과 세게 짜는 것은 피하세요. 강한 햇빛을 피해 서늘하고 통풍이 잘되는 곳에서 말려 주세요.",
      "キャンバス部分は冷水と中性洗剤でやさしく手洗いし、革部分は濡らさないでください。漂白剤の使用や強くしぼるのは避け、強い日差しを避けて風通しのよい日陰で乾かしてください。",
    ),
  // Style bullets
  "Form cứng cáp, giữ dáng đẹp sau thời gian dài sử dụng": t(
    "A sturdy structure that keeps its shape through years of use",
    "탄탄한 형태로 오래 사용해도 모양이 흐트러지지 않습니다",
    "しっかりとしたフォルムで、長く使っても型崩れしにくい",
  ),
  "Kèm dây đeo vai có thể tháo rời và điều chỉnh độ dài": t(
    "Comes with a detachable, adjustable shoulder strap",
    "탈착 및 길이 조절이 가능한 숄더 스트랩 포함",
    "取り外し・長さ調節ができるショルダーストラップ付き",
  ),
  "Ngăn chính rộng, có ngăn khóa kéo bên trong và ngăn để điện thoại": t(
    "A roomy main compartment with an inner zip pocket and a phone pocket",
    "넓은 메인 수납공간에 내부 지퍼 포켓과 휴대폰 포켓",
    "広いメイン収納に内ファスナーポケットとスマホポケット",
  ),
  "Sức chứa lớn, vừa laptop 14 inch và tài liệu khổ A4": t(
    "Large capacity: fits a 14-inch laptop and A4 documents",
    "14인치 노트북과 A4 서류가 들어가는 넉넉한 수납",
    "14インチのノートPCやA4書類も入る大容量",
  ),
  "Quai đeo chắc chắn, tán đinh kim loại ở hai đầu": t(
    "Sturdy handles, riveted with metal at both ends",
    "양 끝을 금속 리벳으로 고정한 튼튼한 손잡이",
    "両端を金属リベットで留めた丈夫な持ち手",
  ),
  "Lót trong bằng vải cotton, có túi nhỏ khóa kéo": t(
    "Cotton lining with a small zip pocket",
    "작은 지퍼 포켓이 있는 면 안감",
    "小さなファスナーポケット付きのコットン裏地",
  ),
  "Dây rút điều chỉnh miệng túi, lấy đồ dễ dàng": t(
    "A drawstring opening that makes everything easy to reach",
    "입구를 조절하는 스트링으로 물건을 쉽게 꺼낼 수 있습니다",
    "口元を絞れるドローストリングで出し入れが簡単",
  ),
  "Đáy túi gia cố thêm một lớp da, đứng vững khi đặt xuống": t(
    "A base reinforced with an extra layer of leather, so it stands on its own",
    "가죽을 한 겹 더 덧댄 바닥으로 내려놓아도 반듯하게 섭니다",
    "革を一枚重ねた底で、置いても自立します",
  ),
  "Có thể xách tay hoặc đeo vai": t(
    "Carry it by hand or on the shoulder",
    "손에 들거나 어깨에 멜 수 있습니다",
    "手持ちでも肩掛けでも",
  ),
  "Quai đeo bản rộng, êm vai khi dùng cả ngày": t(
    "A wide strap that stays comfortable all day",
    "넓은 스트랩으로 하루 종일 어깨가 편안합니다",
    "幅広ストラップで一日中肩にやさしい",
  ),
  "Khóa kéo kim loại mượt, an toàn cho đồ dùng cá nhân": t(
    "A smooth metal zip keeps your things safe",
    "부드러운 금속 지퍼로 소지품을 안전하게",
    "なめらかな金属ファスナーで持ち物をしっかり守ります",
  ),
  "Đủ rộng cho ví dài, ô gấp và bình nước nhỏ": t(
    "Room for a long wallet, a folding umbrella and a small water bottle",
    "장지갑, 접이식 우산, 작은 물병까지 넉넉히",
    "長財布・折りたたみ傘・小さな水筒も入る広さ",
  ),
  "Dáng baguette thanh lịch, kẹp nách gọn gàng": t(
    "An elegant baguette shape that sits neatly under the arm",
    "겨드랑이에 깔끔하게 붙는 우아한 바게트 실루엣",
    "脇にすっきり収まる上品なバゲットシルエット",
  ),
  "Khóa cài mạ vàng làm điểm nhấn sang trọng": t(
    "A gold-plated clasp for a touch of luxury",
    "고급스러운 포인트가 되는 골드 도금 잠금장치",
    "アクセントになるゴールドめっきの留め金",
  ),
  "Đựng vừa điện thoại, ví nhỏ và son môi": t(
    "Fits a phone, a small wallet and a lipstick",
    "휴대폰, 작은 지갑, 립스틱이 쏙 들어갑니다",
    "スマホ・ミニ財布・リップがちょうど入るサイズ",
  ),
  "Dáng yên ngựa cổ điển với đường cong mềm mại": t(
    "A classic saddle shape with soft curves",
    "부드러운 곡선의 클래식 새들 실루엣",
    "やわらかな曲線のクラシックなサドル型",
  ),
  "Dây đeo chéo điều chỉnh từ 100 đến 130 cm": t(
    "Crossbody strap adjustable from 100 to 130 cm",
    "100~130cm로 조절되는 크로스 스트랩",
    "100〜130cmで調節できる斜め掛けストラップ",
  ),
  "Nhẹ, rảnh tay khi dạo phố hay đi du lịch": t(
    "Light and hands-free for city walks and travel",
    "가벼워서 산책이나 여행 때 두 손이 자유롭습니다",
    "軽くて、街歩きや旅行で両手が空きます",
  ),
  "Khóa kéo kim loại trên miệng túi, đóng mở êm": t(
    "A metal top zip that opens and closes smoothly",
    "입구의 금속 지퍼가 부드럽게 여닫힙니다",
    "開け閉めがなめらかな金属トップファスナー",
  ),
  "Tua rua da ở đầu khóa kéo": t(
    "A leather tassel on the zip pull",
    "지퍼 끝의 가죽 태슬",
    "ファスナーの引き手にレザータッセル",
  ),
  "Ngăn trong chia hai, kèm một ngăn khóa kéo nhỏ": t(
    "Two inner compartments plus a small zip pocket",
    "두 칸으로 나뉜 내부와 작은 지퍼 포켓",
    "内側は二室に分かれ、小さなファスナーポケット付き",
  ),
  "Vừa điện thoại màn hình đến 6,9 inch": t(
    "Fits phones with screens up to 6.9 inches",
    "최대 6.9인치 화면의 휴대폰이 들어갑니다",
    "画面サイズ6.9インチまでのスマホに対応",
  ),
  "Dây xích mạ vàng có thể tháo rời": t(
    "A detachable gold-plated chain",
    "탈착 가능한 골드 도금 체인",
    "取り外せるゴールドめっきチェーン",
  ),
  "Nắp gập cài nút nam châm, mở bằng một tay": t(
    "A magnetic flap you can open with one hand",
    "자석 잠금 플랩으로 한 손으로 열 수 있습니다",
    "マグネット式のフラップで片手で開けられます",
  ),
  "Nhiều ngăn đựng thẻ và ngăn tiền rộng": t(
    "Plenty of card slots and a roomy note compartment",
    "넉넉한 카드 슬롯과 넓은 지폐 칸",
    "たっぷりのカードポケットと広い札入れ",
  ),
  "Nút bấm mạ vàng chắc chắn, không gỉ": t(
    "A sturdy gold-plated snap that won't rust",
    "녹슬지 않는 튼튼한 골드 도금 스냅",
    "さびにくい丈夫なゴールドめっきのスナップ",
  ),
  "Kèm quai cầm tay có thể tháo rời": t(
    "Comes with a detachable wrist strap",
    "탈착 가능한 손목 스트랩 포함",
    "取り外せるハンドストラップ付き",
  ),
  "4 ngăn đựng thẻ và một ngăn giữa cho tiền gấp": t(
    "4 card slots and a middle pocket for folded notes",
    "카드 슬롯 4개와 접은 지폐용 가운데 포켓",
    "カードポケット4つと、折った紙幣用の中央ポケット",
  ),
  "Siêu mỏng, vừa túi quần và túi áo": t(
    "Ultra-slim, fits a trouser or jacket pocket",
    "초슬림으로 바지나 재킷 주머니에 쏙",
    "超薄型で、パンツやジャケットのポケットにも",
  ),
  "Khoen móc chìa khóa mạ vàng": t("A gold-plated key ring", "골드 도금 키링", "ゴールドめっきのキーリング"),
  "Khóa móc xoay 360°, hợp với hầu hết túi có khoen": t(
    "360° swivel hooks that fit most bags with rings",
    "360° 회전 고리로 고리가 있는 대부분의 가방에 어울립니다",
    "360°回転フックで、リング付きのほとんどのバッグに対応",
  ),
  "Điều chỉnh độ dài để đeo vai hoặc đeo chéo": t(
    "Adjustable for shoulder or crossbody wear",
    "길이를 조절해 숄더백이나 크로스백으로",
    "長さを調節して肩掛けにも斜め掛けにも",
  ),
  "Bản rộng giúp phân bổ trọng lượng, êm vai": t(
    "Its width spreads the weight, easy on the shoulder",
    "넓은 폭이 무게를 분산해 어깨가 편안합니다",
    "幅広で重さが分散され、肩にやさしい",
  ),
  // Highlights
  "Thiết kế biểu tượng của Lumi, khâu tay từng đường chỉ": t(
    "Lumi's signature design, every seam stitched by hand",
    "한 땀 한 땀 손바느질한 루미의 시그니처 디자인",
    "ひと針ずつ手縫いした、ルミを象徴するデザイン",
  ),
  "Da bò nguyên tấm nhập khẩu từ Ý": t(
    "Full-grain cowhide imported from Italy",
    "이탈리아산 통가죽 소가죽",
    "イタリアから輸入した一枚革の牛革",
  ),
  "Sắc đỏ rượu vang nổi bật cho những buổi hẹn và tiệc tối": t(
    "A striking wine red for dates and evening parties",
    "데이트와 저녁 파티에 돋보이는 와인 레드",
    "デートやディナーパーティーで映えるワインレッド",
  ),
  "Màu sắc tươi tắn lấy cảm hứng từ những bức tường phố cổ Hội An": t(
    "Bright colours inspired by the old walls of Hoi An",
    "호이안 옛 거리의 벽에서 영감을 받은 산뜻한 색감",
    "ホイアン旧市街の壁からインスピレーションを得た明るい色",
  ),
  "Kích thước rộng rãi cho ngày làm việc bận rộn": t(
    "Generous size for a busy working day",
    "바쁜 업무일을 위한 넉넉한 크기",
    "忙しい仕事の日にうれしいゆとりのサイズ",
  ),
  "Chân đế kim loại bảo vệ đáy túi": t(
    "Metal feet protect the base",
    "바닥을 보호하는 금속 징",
    "底を守る金属の底鋲",
  ),
  "Da cừu mềm mịn, nhẹ hơn 30% so với da bò": t(
    "Silky lambskin, 30% lighter than cowhide",
    "소가죽보다 30% 가벼운 부드러운 양가죽",
    "牛革より30%軽い、なめらかなラムスキン",
  ),
  "Phiên bản giới hạn, đánh số từng chiếc": t(
    "A limited edition, each piece numbered",
    "한 점마다 번호가 매겨진 한정판",
    "一点ずつナンバー入りの限定品",
  ),
  "Vải canvas dày 16 oz, quai và viền phối da thật": t(
    "Heavy 16 oz canvas with genuine leather handles and trim",
    "천연 가죽 손잡이와 트림을 더한 16온스 두꺼운 캔버스",
    "本革の持ち手と縁取りを合わせた16オンスの厚手キャンバス",
  ),
  "Ngăn chống sốc riêng cho laptop": t(
    "A padded laptop sleeve of its own",
    "노트북 전용 충격 방지 수납칸",
    "ノートPC専用のクッションポケット",
  ),
  "Đáy có chân đinh, đặt xuống sàn không lo bẩn": t(
    "Studded feet, so it can go on the floor without getting dirty",
    "바닥 징이 있어 바닥에 내려놓아도 더러워지지 않습니다",
    "底鋲付きで、床に置いても汚れにくい",
  ),
  "Nhẹ và bền, chống thấm nước nhẹ": t(
    "Light and durable, lightly water-resistant",
    "가볍고 튼튼하며 가벼운 생활 방수",
    "軽くて丈夫、軽い撥水仕様",
  ),
  "Dáng túi mềm mại, nhẹ nhàng như sương sớm Đà Lạt": t(
    "A soft silhouette, as light as Da Lat's morning mist",
    "달랏의 새벽 안개처럼 가볍고 부드러운 실루엣",
    "ダラットの朝霧のように軽やかでやわらかなシルエット",
  ),
  "Dây rút da tròn, đầu dây bọc kim loại mạ vàng": t(
    "A round leather drawstring with gold-plated tips",
    "골드 도금 팁을 씌운 둥근 가죽 스트링",
    "先端をゴールドめっきで包んだ丸革のドローストリング",
  ),
  "Sắc xanh biển lấy cảm hứng từ vịnh Hạ Long": t(
    "A sea blue inspired by Ha Long Bay",
    "하롱베이에서 영감을 받은 바다색",
    "ハロン湾から着想を得たシーブルー",
  ),
  "Lót trong có túi nhỏ đựng chìa khóa": t(
    "The lining has a small key pocket",
    "안감에 작은 열쇠 포켓이 있습니다",
    "裏地に小さなキーポケット付き",
  ),
  "Gấp gọn được, tiện mang theo khi đi chợ hay đi biển": t(
    "Folds flat, handy for the market or the beach",
    "납작하게 접혀 장보기나 바닷가에 들고 가기 좋습니다",
    "たためるので、買い物や海へのお出かけに便利",
  ),
  "Dáng trăng khuyết mềm mại, ôm sát người khi đeo": t(
    "A soft crescent shape that hugs the body",
    "몸에 자연스럽게 감기는 부드러운 초승달 실루엣",
    "体にそっと沿うやわらかな三日月型",
  ),
  "Da bò thuộc mềm, càng dùng càng đẹp": t(
    "Soft-tanned cowhide that gets better with use",
    "쓸수록 멋스러워지는 부드러운 소가죽",
    "使うほどに味わいが増すやわらかな牛革",
  ),
  "Tông màu trung tính dễ phối với mọi trang phục": t(
    "Neutral tones that go with every outfit",
    "어떤 옷에도 잘 어울리는 뉴트럴 톤",
    "どんな服にも合わせやすいニュートラルカラー",
  ),
  "Nhẹ nhàng, thơ mộng như dòng sông Hương xứ Huế": t(
    "Gentle and poetic, like Hue's Perfume River",
    "후에의 흐엉강처럼 잔잔하고 서정적인 분위기",
    "フエのフォン川のように穏やかで詩的な雰囲気",
  ),
  "Gam màu ấm áp của mùa thu Hà Nội": t(
    "The warm colours of autumn in Hanoi",
    "하노이 가을의 따뜻한 색감",
    "ハノイの秋の温かな色合い",
  ),
  "Chất liệu canvas thân thiện môi trường": t(
    "Eco-friendly canvas",
    "친환경 캔버스 소재",
    "環境にやさしいキャンバス素材",
  ),
  "Mẫu túi bán chạy nhất của Lumi": t(
    "Lumi's best-selling bag",
    "루미의 베스트셀러",
    "ルミでいちばん人気のバッグ",
  ),
  "Vân Saffiano dập nổi chống trầy xước": t(
    "Embossed Saffiano texture that resists scratches",
    "스크래치에 강한 사피아노 엠보싱",
    "傷に強いサフィアーノの型押し",
  ),
  "Sắc màu hoàng hôn rực rỡ cho những chuyến đi biển": t(
    "Vivid sunset colours for trips to the sea",
    "바다 여행을 위한 화사한 노을빛",
    "海への旅に映える鮮やかな夕焼け色",
  ),
  "Sắc xanh ngọc bích sang trọng, quý phái": t(
    "A rich, refined jade green",
    "고급스럽고 우아한 옥빛 그린",
    "上品で気品ある翡翠グリーン",
  ),
  "Vừa đủ cho những vật dụng cần thiết của một ngày đi làm": t(
    "Just right for a working day's essentials",
    "출근길 필수품을 담기에 딱 알맞은 크기",
    "仕事の日の必需品がちょうど収まるサイズ",
  ),
  "Phong cách Y2K trẻ trung đang được yêu thích": t(
    "The youthful Y2K look everyone loves right now",
    "요즘 사랑받는 발랄한 Y2K 스타일",
    "いま人気の若々しいY2Kスタイル",
  ),
  "Quai dài đeo vai thoải mái, sắc vàng tươi như nắng hè": t(
    "A long, comfortable shoulder strap in a bright summer-sun yellow",
    "편안한 롱 숄더 스트랩, 여름 햇살 같은 선명한 노랑",
    "肩掛けしやすい長めのストラップに、夏の日差しのような明るいイエロー",
  ),
  "Quai đeo vai dài, miệng túi rộng dễ lấy đồ": t(
    "A long shoulder strap and a wide opening that's easy to reach into",
    "긴 숄더 스트랩과 물건을 꺼내기 쉬운 넓은 입구",
    "長いショルダーストラップと、出し入れしやすい広い口",
  ),
  "Nhỏ gọn cho những buổi cà phê và dạo phố Sài Gòn": t(
    "Compact for coffee dates and strolls around Saigon",
    "사이공의 카페 나들이와 산책에 딱 맞는 컴팩트함",
    "サイゴンのカフェ巡りや街歩きにぴったりのコンパクトさ",
  ),
  "Dây đeo bản nhỏ, có thể đeo vai hoặc đeo chéo": t(
    "A slim strap to wear on the shoulder or across the body",
    "어깨나 크로스로 멜 수 있는 얇은 스트랩",
    "肩掛けにも斜め掛けにもできる細めのストラップ",
  ),
  "Da thuộc thảo mộc lên màu đẹp theo thời gian sử dụng": t(
    "Vegetable-tanned leather that deepens beautifully with use",
    "사용할수록 멋지게 색이 깊어지는 베지터블 가죽",
    "使うほどに美しく色づくヌメ革",
  ),
  "Tinh khôi như sắc hoa ban Tây Bắc": t(
    "As pure as the bauhinia blossoms of the Northwest",
    "서북부 바우히니아 꽃처럼 청초한 색",
    "西北部に咲くバウヒニアの花のように清らか",
  ),
  "Ba gam màu rực rỡ cho mùa hè": t(
    "Three vivid colours for summer",
    "여름을 위한 세 가지 화사한 컬러",
    "夏に映える鮮やかな3色",
  ),
  "Đường chần trám nổi, giữ phom đẹp": t(
    "Raised quilting that holds a neat shape",
    "형태를 잡아 주는 입체 퀼팅",
    "形をきれいに保つ立体キルティング",
  ),
  "Phụ kiện kim loại mạ vàng 18K": t(
    "18K gold-plated hardware",
    "18K 골드 도금 금속 장식",
    "18Kゴールドめっきの金具",
  ),
  "Dáng hộp vuông vắn, cổ điển như những mái ngói phố cổ": t(
    "A neat box shape, as classic as the Old Quarter's tiled roofs",
    "구시가지 기와지붕처럼 클래식한 반듯한 박스 실루엣",
    "旧市街の瓦屋根のようにクラシックな、端正なボックス型",
  ),
  "Tông màu sương mù Sapa nhẹ nhàng, dễ phối đồ": t(
    "Soft Sapa-mist tones that are easy to pair",
    "코디하기 쉬운 사파 안개빛의 부드러운 톤",
    "合わせやすい、サパの霧のようなやさしい色合い",
  ),
  "Bền bỉ cho những chuyến đi miền Tây sông nước": t(
    "Tough enough for journeys through the Mekong Delta",
    "메콩 델타 여행에도 끄떡없는 튼튼함",
    "メコンデルタの旅にも耐えるタフさ",
  ),
  "Nhẹ như mây, chỉ khoảng 180 g": t(
    "Light as a cloud, only about 180 g",
    "구름처럼 가벼운 약 180g",
    "雲のように軽い、約180g",
  ),
  "Màu sắc tươi sáng cho ngày hè năng động": t(
    "Bright colours for active summer days",
    "활기찬 여름날을 위한 밝은 컬러",
    "アクティブな夏の日に明るいカラー",
  ),
  "Da bò thật nguyên tấm, viền sơn cạnh tỉ mỉ": t(
    "Full-grain genuine cowhide with carefully painted edges",
    "꼼꼼하게 엣지 코팅한 천연 통가죽",
    "丁寧にコバ塗りした一枚革の本革",
  ),
  "Da cừu mềm mại, êm tay khi cầm": t(
    "Soft lambskin that feels gentle in the hand",
    "손에 닿는 느낌이 부드러운 양가죽",
    "手になじむやわらかなラムスキン",
  ),
  "Nắp phong bì thanh lịch, hợp dự tiệc và đi làm": t(
    "An elegant envelope flap for parties and the office",
    "파티와 출근 모두 어울리는 우아한 봉투형 플랩",
    "パーティーにも仕事にも合う上品な封筒型フラップ",
  ),
  "12 ngăn thẻ, 2 ngăn tiền và ngăn khóa kéo": t(
    "12 card slots, 2 note compartments and a zip pocket",
    "카드 슬롯 12개, 지폐 칸 2개, 지퍼 포켓",
    "カードポケット12、札入れ2、ファスナーポケット",
  ),
  "Vân Saffiano bền đẹp, không bám vân tay": t(
    "Durable Saffiano that doesn't show fingerprints",
    "지문이 남지 않는 튼튼한 사피아노",
    "指紋が目立たない丈夫なサフィアーノ",
  ),
  "Vừa điện thoại, son và chìa khóa cho buổi tiệc tối": t(
    "Fits a phone, lipstick and keys for an evening out",
    "저녁 파티를 위한 휴대폰, 립스틱, 열쇠가 쏙",
    "夜のパーティーに、スマホ・リップ・鍵がちょうど入る",
  ),
  "Tông màu trầm ấm cho mùa thu đông": t(
    "Deep, warm tones for autumn and winter",
    "가을겨울을 위한 깊고 따뜻한 톤",
    "秋冬にぴったりの深く温かな色合い",
  ),
  "Món quà ý nghĩa dịp Tết, đi kèm hộp quà sang trọng": t(
    "A meaningful Tet gift, in an elegant gift box",
    "고급 선물 상자에 담긴 뜻깊은 설 선물",
    "上品なギフトボックス入りの、テトにふさわしい贈り物",
  ),
  "Chỉ dày 8 mm khi đựng đủ 6 thẻ": t(
    "Only 8 mm thick with 6 cards inside",
    "카드 6장을 넣어도 두께 8mm",
    "カード6枚を入れても厚さわずか8mm",
  ),
  "Sắc hồng sen dịu dàng": t("A gentle lotus pink", "은은한 연꽃 핑크", "やさしい蓮のピンク"),
  "Gọn gàng cho thẻ nhân viên và danh thiếp": t(
    "Neat for staff ID cards and business cards",
    "사원증과 명함을 깔끔하게",
    "社員証や名刺をすっきり収納",
  ),
  "Màu sắc tươi mát như cốm làng Vòng": t(
    "A fresh green like Vong village's young rice flakes",
    "봉 마을의 풋쌀 '꼼'처럼 싱그러운 색",
    "ヴォン村の青米「コム」のようにみずみずしい色",
  ),
  "Biến chiếc túi quen thuộc thành phong cách mới": t(
    "Gives a favourite bag a whole new look",
    "익숙한 가방을 새로운 스타일로",
    "いつものバッグを新しいスタイルに",
  ),
  "Sọc viền tương phản nổi bật": t(
    "Bold contrasting stripes",
    "돋보이는 대비 스트라이프",
    "目を引くコントラストストライプ",
  ),
  "Gam màu pastel nhẹ nhàng, dễ phối với túi trơn": t(
    "Soft pastels that pair easily with plain bags",
    "무지 가방과 잘 어울리는 부드러운 파스텔",
    "無地のバッグに合わせやすいやさしいパステル",
  ),
};

/** The demo product's texts in en, kr and jp, from its Vietnamese name, description and material. */
export function demoTranslations(
  slug: string,
  vietnamese: { description: readonly string[]; material: string; careInstructions: string },
): ProductTranslations {
  const name = DEMO_NAMES[slug];
  const translations: ProductTranslations = {};
  for (const language of ["en", "kr", "jp"] as const) {
    const of = (text: string) => DEMO_TEXTS[text]?.[language] ?? "";
    translations[language] = {
      name: name?.[language] ?? "",
      description: vietnamese.description.map(of).filter(Boolean),
      material: of(vietnamese.material),
      careInstructions: of(vietnamese.careInstructions),
      promotionText: "",
    };
  }
  return translations;
}
