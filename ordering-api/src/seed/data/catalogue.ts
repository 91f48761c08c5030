/** Vocabulary of the demo catalogue: categories, brands, goods, flavours, sizes and units (Thai and English). */

export interface Named {
  th: string;
  en: string;
}

export interface UnitDef extends Named {
  code: string;
}

export const UNITS = {
  BTL: { code: 'BTL', th: 'ขวด', en: 'Bottle' },
  CAN: { code: 'CAN', th: 'กระป๋อง', en: 'Can' },
  BOX: { code: 'BOX', th: 'กล่อง', en: 'Box' },
  BAG: { code: 'BAG', th: 'ถุง', en: 'Bag' },
  SAC: { code: 'SAC', th: 'ซอง', en: 'Sachet' },
  PCS: { code: 'PCS', th: 'ชิ้น', en: 'Piece' },
  TUB: { code: 'TUB', th: 'หลอด', en: 'Tube' },
  PAK: { code: 'PAK', th: 'แพ็ค', en: 'Pack' },
  DOZ: { code: 'DOZ', th: 'โหล', en: 'Dozen' },
  CAS: { code: 'CAS', th: 'ลัง', en: 'Case' },
  SCK: { code: 'SCK', th: 'กระสอบ', en: 'Sack' },
} as const satisfies Record<string, UnitDef>;

export type PackShape = 'bottle' | 'can' | 'box' | 'bag' | 'sachet' | 'tube' | 'piece';

/** Unit 1, 2, 3 and the rates of units 2 and 3 in unit 1 (unit 1 is always 1). */
export interface UnitScheme {
  units: readonly [UnitDef, UnitDef, UnitDef];
  rates: readonly [number, number];
}

export const UNIT_SCHEMES: Record<PackShape, readonly UnitScheme[]> = {
  bottle: [
    { units: [UNITS.BTL, UNITS.PAK, UNITS.CAS], rates: [6, 24] },
    { units: [UNITS.BTL, UNITS.PAK, UNITS.CAS], rates: [12, 24] },
  ],
  can: [{ units: [UNITS.CAN, UNITS.PAK, UNITS.CAS], rates: [6, 24] }],
  box: [
    { units: [UNITS.BOX, UNITS.PAK, UNITS.CAS], rates: [4, 48] },
    { units: [UNITS.BOX, UNITS.DOZ, UNITS.CAS], rates: [12, 36] },
  ],
  bag: [
    { units: [UNITS.BAG, UNITS.PAK, UNITS.CAS], rates: [6, 36] },
    { units: [UNITS.BAG, UNITS.PAK, UNITS.SCK], rates: [4, 20] },
  ],
  sachet: [{ units: [UNITS.SAC, UNITS.PAK, UNITS.CAS], rates: [10, 60] }],
  tube: [{ units: [UNITS.TUB, UNITS.DOZ, UNITS.CAS], rates: [12, 72] }],
  piece: [
    { units: [UNITS.PCS, UNITS.PAK, UNITS.CAS], rates: [6, 24] },
    { units: [UNITS.PCS, UNITS.PAK, UNITS.CAS], rates: [4, 48] },
  ],
};

export interface SubCategory extends Named {
  /** Kinds of goods; the product name starts with one of them. */
  goods: readonly Named[];
  variants: readonly Named[];
  sizes: readonly Named[];
  shapes: readonly PackShape[];
  /** Price range of unit 1, in baht. */
  price: readonly [number, number];
  /** Goods that are exempt from VAT (price type '0'). */
  vatExempt?: boolean;
}

export interface TopCategory extends Named {
  color: string;
  brands: readonly Named[];
  children: readonly SubCategory[];
}

export const TOP_CATEGORIES: readonly TopCategory[] = [
  {
    th: 'เครื่องดื่ม', en: 'Beverages', color: '#265DA8',
    brands: [{ th: 'ธารา', en: 'Thara' }, { th: 'ซันนี่ดรอป', en: 'SunnyDrop' }, { th: 'ภูผา', en: 'Phupha' }],
    children: [
      { th: 'น้ำดื่ม', en: 'Drinking water', goods: [{ th: 'น้ำดื่ม', en: 'Drinking water' }, { th: 'น้ำแร่', en: 'Mineral water' }], variants: [{ th: 'ธรรมชาติ', en: 'Natural' }, { th: 'ผสมวิตามินซี', en: 'Vitamin C' }], sizes: [{ th: '350 มล.', en: '350 ml' }, { th: '600 มล.', en: '600 ml' }, { th: '1.5 ลิตร', en: '1.5 L' }], shapes: ['bottle'], price: [5, 16] },
      { th: 'น้ำอัดลม', en: 'Soft drinks', goods: [{ th: 'น้ำอัดลม', en: 'Soda' }, { th: 'โซดา', en: 'Soda water' }], variants: [{ th: 'รสโคล่า', en: 'Cola' }, { th: 'รสส้ม', en: 'Orange' }, { th: 'รสมะนาว', en: 'Lime' }, { th: 'รสสตรอว์เบอร์รี', en: 'Strawberry' }], sizes: [{ th: '325 มล.', en: '325 ml' }, { th: '1.25 ลิตร', en: '1.25 L' }], shapes: ['can', 'bottle'], price: [12, 30] },
      { th: 'กาแฟ', en: 'Coffee', goods: [{ th: 'กาแฟปรุงสำเร็จ', en: '3-in-1 coffee' }, { th: 'กาแฟกระป๋อง', en: 'Canned coffee' }], variants: [{ th: 'ริช', en: 'Rich' }, { th: 'เอสเปรสโซ', en: 'Espresso' }, { th: 'ลาเต้', en: 'Latte' }], sizes: [{ th: '180 มล.', en: '180 ml' }, { th: '27 ก. x 10 ซอง', en: '27 g x 10 sachets' }], shapes: ['can', 'sachet'], price: [12, 65] },
      { th: 'ชาและน้ำผลไม้', en: 'Tea and juices', goods: [{ th: 'ชาเขียว', en: 'Green tea' }, { th: 'น้ำผลไม้', en: 'Fruit juice' }], variants: [{ th: 'รสน้ำผึ้งมะนาว', en: 'Honey lemon' }, { th: 'รสต้นตำรับ', en: 'Original' }, { th: 'รสองุ่น', en: 'Grape' }, { th: 'รสส้ม', en: 'Orange' }], sizes: [{ th: '250 มล.', en: '250 ml' }, { th: '500 มล.', en: '500 ml' }, { th: '1 ลิตร', en: '1 L' }], shapes: ['bottle', 'box'], price: [10, 45] },
    ],
  },
  {
    th: 'ขนมขบเคี้ยว', en: 'Snacks', color: '#E07A1F',
    brands: [{ th: 'กรอบดี', en: 'KrobDee' }, { th: 'มันมัน', en: 'ManMan' }, { th: 'สแน็คทาวน์', en: 'SnackTown' }],
    children: [
      { th: 'มันฝรั่งทอด', en: 'Potato chips', goods: [{ th: 'มันฝรั่งทอดกรอบ', en: 'Potato chips' }, { th: 'มันฝรั่งแท่ง', en: 'Potato sticks' }], variants: [{ th: 'รสออริจินัล', en: 'Original' }, { th: 'รสบาร์บีคิว', en: 'Barbecue' }, { th: 'รสสาหร่าย', en: 'Seaweed' }, { th: 'รสต้มยำ', en: 'Tom yum' }], sizes: [{ th: '25 ก.', en: '25 g' }, { th: '52 ก.', en: '52 g' }, { th: '75 ก.', en: '75 g' }], shapes: ['bag'], price: [10, 35] },
      { th: 'ขนมปังกรอบ', en: 'Crackers', goods: [{ th: 'แครกเกอร์', en: 'Crackers' }, { th: 'บิสกิต', en: 'Biscuits' }], variants: [{ th: 'รสเนย', en: 'Butter' }, { th: 'รสงา', en: 'Sesame' }, { th: 'รสช็อกโกแลต', en: 'Chocolate' }], sizes: [{ th: '100 ก.', en: '100 g' }, { th: '200 ก.', en: '200 g' }], shapes: ['box', 'piece'], price: [15, 45] },
      { th: 'ถั่วและเมล็ดพืช', en: 'Nuts and seeds', goods: [{ th: 'ถั่วลิสงอบ', en: 'Roasted peanuts' }, { th: 'เมล็ดทานตะวัน', en: 'Sunflower seeds' }], variants: [{ th: 'อบเกลือ', en: 'Salted' }, { th: 'รสกะทิ', en: 'Coconut' }], sizes: [{ th: '35 ก.', en: '35 g' }, { th: '150 ก.', en: '150 g' }], shapes: ['bag'], price: [10, 60] },
      { th: 'ลูกอมและช็อกโกแลต', en: 'Sweets and chocolate', goods: [{ th: 'ลูกอม', en: 'Candy' }, { th: 'ช็อกโกแลตแท่ง', en: 'Chocolate bar' }], variants: [{ th: 'รสมิ้นต์', en: 'Mint' }, { th: 'รสนม', en: 'Milk' }, { th: 'รสผลไม้รวม', en: 'Mixed fruit' }], sizes: [{ th: '40 ก.', en: '40 g' }, { th: '120 ก.', en: '120 g' }], shapes: ['bag', 'piece'], price: [5, 55] },
    ],
  },
  {
    th: 'อาหารแห้ง', en: 'Dry food', color: '#8A5A2B',
    brands: [{ th: 'ข้าวทอง', en: 'KhaoThong' }, { th: 'แม่ครัวดี', en: 'MaeKruaDee' }, { th: 'อิ่มสุข', en: 'ImSuk' }],
    children: [
      { th: 'ข้าวสาร', en: 'Rice', goods: [{ th: 'ข้าวหอมมะลิ', en: 'Jasmine rice' }, { th: 'ข้าวขาว', en: 'White rice' }], variants: [{ th: 'ข้าวใหม่', en: 'New crop' }, { th: 'คัดพิเศษ', en: 'Premium grade' }], sizes: [{ th: '1 กก.', en: '1 kg' }, { th: '5 กก.', en: '5 kg' }], shapes: ['bag'], price: [40, 250], vatExempt: true },
      { th: 'บะหมี่กึ่งสำเร็จรูป', en: 'Instant noodles', goods: [{ th: 'บะหมี่กึ่งสำเร็จรูป', en: 'Instant noodles' }, { th: 'เส้นหมี่กึ่งสำเร็จรูป', en: 'Instant rice vermicelli' }], variants: [{ th: 'รสต้มยำกุ้ง', en: 'Tom yum kung' }, { th: 'รสหมูสับ', en: 'Minced pork' }, { th: 'รสไก่', en: 'Chicken' }], sizes: [{ th: '55 ก.', en: '55 g' }, { th: '60 ก.', en: '60 g' }], shapes: ['sachet'], price: [6, 10] },
      { th: 'อาหารกระป๋อง', en: 'Canned food', goods: [{ th: 'ปลาซาร์ดีนในซอสมะเขือเทศ', en: 'Sardines in tomato sauce' }, { th: 'ผลไม้ในน้ำเชื่อม', en: 'Fruit in syrup' }], variants: [{ th: 'สูตรเผ็ด', en: 'Spicy' }, { th: 'สูตรดั้งเดิม', en: 'Classic' }], sizes: [{ th: '155 ก.', en: '155 g' }, { th: '425 ก.', en: '425 g' }], shapes: ['can'], price: [18, 60] },
      { th: 'เส้นและแป้ง', en: 'Noodles and flour', goods: [{ th: 'เส้นหมี่', en: 'Rice vermicelli' }, { th: 'แป้งสาลี', en: 'Wheat flour' }], variants: [{ th: 'อเนกประสงค์', en: 'All purpose' }, { th: 'เส้นเล็ก', en: 'Thin' }], sizes: [{ th: '500 ก.', en: '500 g' }, { th: '1 กก.', en: '1 kg' }], shapes: ['bag'], price: [15, 55] },
    ],
  },
  {
    th: 'เครื่องปรุงรส', en: 'Seasonings', color: '#C0392B',
    brands: [{ th: 'กินดี', en: 'KinDee' }, { th: 'ปรุงเลิศ', en: 'PrungLert' }, { th: 'ครัวสยาม', en: 'KruaSiam' }],
    children: [
      { th: 'น้ำปลา', en: 'Fish sauce', goods: [{ th: 'น้ำปลาแท้', en: 'Fish sauce' }], variants: [{ th: 'สูตรต้นตำรับ', en: 'Original' }, { th: 'สูตรโซเดียมต่ำ', en: 'Low sodium' }], sizes: [{ th: '300 มล.', en: '300 ml' }, { th: '700 มล.', en: '700 ml' }], shapes: ['bottle'], price: [15, 45] },
      { th: 'ซีอิ๊วและซอส', en: 'Soy and sauces', goods: [{ th: 'ซีอิ๊วขาว', en: 'Light soy sauce' }, { th: 'ซอสหอยนางรม', en: 'Oyster sauce' }, { th: 'ซอสพริก', en: 'Chilli sauce' }], variants: [{ th: 'สูตร 1', en: 'Formula 1' }, { th: 'สูตรเข้มข้น', en: 'Rich' }], sizes: [{ th: '300 มล.', en: '300 ml' }, { th: '600 มล.', en: '600 ml' }], shapes: ['bottle'], price: [18, 60] },
      { th: 'น้ำมันพืช', en: 'Cooking oil', goods: [{ th: 'น้ำมันปาล์ม', en: 'Palm oil' }, { th: 'น้ำมันถั่วเหลือง', en: 'Soybean oil' }], variants: [{ th: 'บริสุทธิ์', en: 'Refined' }], sizes: [{ th: '1 ลิตร', en: '1 L' }], shapes: ['bottle'], price: [45, 70] },
      { th: 'น้ำตาลและเกลือ', en: 'Sugar and salt', goods: [{ th: 'น้ำตาลทรายขาว', en: 'White sugar' }, { th: 'เกลือป่น', en: 'Table salt' }], variants: [{ th: 'บริสุทธิ์', en: 'Refined' }], sizes: [{ th: '500 ก.', en: '500 g' }, { th: '1 กก.', en: '1 kg' }], shapes: ['bag'], price: [8, 30], vatExempt: true },
    ],
  },
  {
    th: 'ของใช้ส่วนตัว', en: 'Personal care', color: '#8E44AD',
    brands: [{ th: 'ใสสะอาด', en: 'SaiSaard' }, { th: 'หอมละมุน', en: 'HomLamun' }, { th: 'เฟรชมี', en: 'FreshMe' }],
    children: [
      { th: 'แชมพู', en: 'Shampoo', goods: [{ th: 'แชมพู', en: 'Shampoo' }, { th: 'ครีมนวดผม', en: 'Conditioner' }], variants: [{ th: 'สูตรขจัดรังแค', en: 'Anti-dandruff' }, { th: 'สูตรผมนุ่มลื่น', en: 'Smooth' }], sizes: [{ th: '170 มล.', en: '170 ml' }, { th: '400 มล.', en: '400 ml' }], shapes: ['bottle', 'sachet'], price: [35, 160] },
      { th: 'สบู่', en: 'Soap', goods: [{ th: 'สบู่ก้อน', en: 'Bar soap' }, { th: 'ครีมอาบน้ำ', en: 'Shower cream' }], variants: [{ th: 'กลิ่นมะลิ', en: 'Jasmine' }, { th: 'กลิ่นส้ม', en: 'Citrus' }, { th: 'สูตรอ่อนโยน', en: 'Gentle' }], sizes: [{ th: '70 ก.', en: '70 g' }, { th: '500 มล.', en: '500 ml' }], shapes: ['piece', 'bottle'], price: [12, 150] },
      { th: 'ยาสีฟัน', en: 'Toothpaste', goods: [{ th: 'ยาสีฟัน', en: 'Toothpaste' }], variants: [{ th: 'สูตรสมุนไพร', en: 'Herbal' }, { th: 'สูตรฟันขาว', en: 'Whitening' }], sizes: [{ th: '90 ก.', en: '90 g' }, { th: '160 ก.', en: '160 g' }], shapes: ['tube'], price: [25, 95] },
      { th: 'กระดาษทิชชู', en: 'Tissue paper', goods: [{ th: 'กระดาษชำระ', en: 'Toilet paper' }, { th: 'กระดาษเช็ดหน้า', en: 'Facial tissue' }], variants: [{ th: 'หนา 2 ชั้น', en: '2-ply' }, { th: 'หนา 3 ชั้น', en: '3-ply' }], sizes: [{ th: '6 ม้วน', en: '6 rolls' }, { th: '150 แผ่น', en: '150 sheets' }], shapes: ['piece', 'box'], price: [25, 120] },
    ],
  },
  {
    th: 'ของใช้ในบ้าน', en: 'Household', color: '#16A085',
    brands: [{ th: 'บ้านใส', en: 'BaanSai' }, { th: 'ขาวสะอาด', en: 'KhaoSaard' }, { th: 'คลีนโปร', en: 'CleanPro' }],
    children: [
      { th: 'ผงซักฟอก', en: 'Detergent', goods: [{ th: 'ผงซักฟอก', en: 'Washing powder' }, { th: 'น้ำยาซักผ้า', en: 'Liquid detergent' }], variants: [{ th: 'สูตรเข้มข้น', en: 'Concentrated' }, { th: 'กลิ่นดอกไม้', en: 'Floral' }], sizes: [{ th: '800 ก.', en: '800 g' }, { th: '2.7 กก.', en: '2.7 kg' }], shapes: ['bag', 'bottle'], price: [45, 240] },
      { th: 'น้ำยาล้างจาน', en: 'Dishwashing liquid', goods: [{ th: 'น้ำยาล้างจาน', en: 'Dishwashing liquid' }], variants: [{ th: 'กลิ่นมะนาว', en: 'Lemon' }, { th: 'กลิ่นชาเขียว', en: 'Green tea' }], sizes: [{ th: '500 มล.', en: '500 ml' }, { th: '3.6 ลิตร', en: '3.6 L' }], shapes: ['bottle', 'bag'], price: [20, 180] },
      { th: 'น้ำยาทำความสะอาด', en: 'Cleaners', goods: [{ th: 'น้ำยาถูพื้น', en: 'Floor cleaner' }, { th: 'น้ำยาล้างห้องน้ำ', en: 'Bathroom cleaner' }], variants: [{ th: 'กลิ่นลาเวนเดอร์', en: 'Lavender' }, { th: 'ฆ่าเชื้อโรค', en: 'Antibacterial' }], sizes: [{ th: '900 มล.', en: '900 ml' }, { th: '5.2 ลิตร', en: '5.2 L' }], shapes: ['bottle'], price: [35, 220] },
      { th: 'ถุงขยะและอุปกรณ์', en: 'Bin bags and tools', goods: [{ th: 'ถุงขยะ', en: 'Bin bags' }, { th: 'ฟองน้ำล้างจาน', en: 'Scrub sponges' }], variants: [{ th: 'สีดำ', en: 'Black' }, { th: 'สีเขียว', en: 'Green' }], sizes: [{ th: '18 x 20 นิ้ว', en: '18 x 20 in' }, { th: 'แพ็ค 3', en: 'Pack of 3' }], shapes: ['piece', 'bag'], price: [15, 60] },
    ],
  },
  {
    th: 'นมและผลิตภัณฑ์นม', en: 'Dairy', color: '#2E86C1',
    brands: [{ th: 'ทุ่งหญ้า', en: 'TungYa' }, { th: 'ฟาร์มสุข', en: 'FarmSuk' }, { th: 'โคนมไทย', en: 'KhoNomThai' }],
    children: [
      { th: 'นมยูเอชที', en: 'UHT milk', goods: [{ th: 'นมยูเอชที', en: 'UHT milk' }, { th: 'นมถั่วเหลือง', en: 'Soy milk' }], variants: [{ th: 'รสจืด', en: 'Plain' }, { th: 'รสหวาน', en: 'Sweet' }, { th: 'รสช็อกโกแลต', en: 'Chocolate' }], sizes: [{ th: '180 มล.', en: '180 ml' }, { th: '1 ลิตร', en: '1 L' }], shapes: ['box'], price: [10, 55] },
      { th: 'นมเปรี้ยวและโยเกิร์ต', en: 'Yogurt drinks', goods: [{ th: 'นมเปรี้ยว', en: 'Drinking yogurt' }, { th: 'โยเกิร์ต', en: 'Yogurt' }], variants: [{ th: 'รสสตรอว์เบอร์รี', en: 'Strawberry' }, { th: 'รสผลไม้รวม', en: 'Mixed fruit' }], sizes: [{ th: '90 มล.', en: '90 ml' }, { th: '135 ก.', en: '135 g' }], shapes: ['bottle', 'piece'], price: [8, 25] },
      { th: 'นมผง', en: 'Milk powder', goods: [{ th: 'นมผง', en: 'Milk powder' }], variants: [{ th: 'สูตรครบส่วน', en: 'Full cream' }, { th: 'สูตรพร่องมันเนย', en: 'Low fat' }], sizes: [{ th: '400 ก.', en: '400 g' }, { th: '900 ก.', en: '900 g' }], shapes: ['box', 'bag'], price: [120, 420] },
      { th: 'นมข้นและครีมเทียม', en: 'Condensed milk and creamer', goods: [{ th: 'นมข้นหวาน', en: 'Sweetened condensed milk' }, { th: 'ครีมเทียม', en: 'Non-dairy creamer' }], variants: [{ th: 'สูตรต้นตำรับ', en: 'Original' }], sizes: [{ th: '380 ก.', en: '380 g' }, { th: '1 กก.', en: '1 kg' }], shapes: ['can', 'bag'], price: [22, 90] },
    ],
  },
  {
    th: 'อาหารสัตว์', en: 'Pet food', color: '#7D6608',
    brands: [{ th: 'แฮปปี้พอว์', en: 'HappyPaws' }, { th: 'เพ็ทดี', en: 'PetDee' }],
    children: [
      { th: 'อาหารสุนัข', en: 'Dog food', goods: [{ th: 'อาหารสุนัขชนิดเม็ด', en: 'Dry dog food' }], variants: [{ th: 'รสเนื้อ', en: 'Beef' }, { th: 'รสไก่และตับ', en: 'Chicken and liver' }], sizes: [{ th: '1.5 กก.', en: '1.5 kg' }, { th: '10 กก.', en: '10 kg' }], shapes: ['bag'], price: [110, 900] },
      { th: 'อาหารแมว', en: 'Cat food', goods: [{ th: 'อาหารแมวชนิดเม็ด', en: 'Dry cat food' }, { th: 'อาหารแมวชนิดเปียก', en: 'Wet cat food' }], variants: [{ th: 'รสปลาทู', en: 'Mackerel' }, { th: 'รสทูน่า', en: 'Tuna' }], sizes: [{ th: '85 ก.', en: '85 g' }, { th: '1.2 กก.', en: '1.2 kg' }], shapes: ['bag', 'sachet'], price: [15, 380] },
      { th: 'ขนมสัตว์เลี้ยง', en: 'Pet treats', goods: [{ th: 'ขนมขัดฟัน', en: 'Dental chews' }, { th: 'ขนมแมวเลีย', en: 'Lickable cat treats' }], variants: [{ th: 'รสนม', en: 'Milk' }, { th: 'รสปลาแซลมอน', en: 'Salmon' }], sizes: [{ th: '70 ก.', en: '70 g' }, { th: '15 ก. x 4', en: '15 g x 4' }], shapes: ['bag', 'sachet'], price: [25, 95] },
    ],
  },
];

/** Levels 3 to 5 split each branch further; two of each per parent. */
export const LEVEL3: readonly Named[] = [
  { th: 'ขนาดปกติ', en: 'Regular size' },
  { th: 'ขนาดประหยัด', en: 'Value size' },
];
export const LEVEL4: readonly Named[] = [
  { th: 'สำหรับร้านค้าปลีก', en: 'For retail' },
  { th: 'สำหรับร้านค้าส่ง', en: 'For wholesale' },
];
export const LEVEL5: readonly Named[] = [
  { th: 'สูตรดั้งเดิม', en: 'Original formula' },
  { th: 'สูตรใหม่', en: 'New formula' },
];

/** Gifts that customers redeem with points (material type 'Point'). */
export const REWARD_GOODS: readonly (Named & { points: number; shape: PackShape })[] = [
  { th: 'แก้วน้ำเก็บความเย็น', en: 'Insulated tumbler', points: 350, shape: 'piece' },
  { th: 'ร่มพับ', en: 'Folding umbrella', points: 500, shape: 'piece' },
  { th: 'กระเป๋าผ้า', en: 'Tote bag', points: 200, shape: 'bag' },
  { th: 'เสื้อยืด', en: 'T-shirt', points: 400, shape: 'piece' },
  { th: 'ผ้าขนหนู', en: 'Towel', points: 250, shape: 'piece' },
  { th: 'พัดลมพกพา', en: 'Handheld fan', points: 600, shape: 'box' },
  { th: 'หมวกแก๊ป', en: 'Cap', points: 300, shape: 'piece' },
  { th: 'กล่องข้าว', en: 'Lunch box', points: 280, shape: 'box' },
];
