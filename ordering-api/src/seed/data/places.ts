/**
 * Towns where the demo centers stand: real town-centre coordinates, Thai administrative names and
 * postal codes (province / district / sub-district codes follow the Thai administrative numbering).
 * The first three are the ones the small test fixture uses.
 */
export interface Place {
  provinceCode: string;
  provinceTh: string;
  provinceEn: string;
  ampherCode: string;
  ampherTh: string;
  ampherEn: string;
  townCode: string;
  townTh: string;
  townEn: string;
  zip: string;
  lat: number;
  lon: number;
  /** A main road of the town, for the street address. */
  roadTh: string;
  /** Short English name of the town, used in center names and LINE channel names. */
  cityEn: string;
  cityTh: string;
  /** Bangkok uses แขวง / เขต instead of ตำบล / อำเภอ. */
  isBangkok?: boolean;
}

export const PLACES: readonly Place[] = [
  { provinceCode: '10', provinceTh: 'กรุงเทพมหานคร', provinceEn: 'Bangkok', ampherCode: '1030', ampherTh: 'จตุจักร', ampherEn: 'Chatuchak', townCode: '103001', townTh: 'ลาดยาว', townEn: 'Lat Yao', zip: '10900', lat: 13.8199, lon: 100.5606, roadTh: 'ถนนพหลโยธิน', cityEn: 'Bangkok', cityTh: 'กรุงเทพ', isBangkok: true },
  { provinceCode: '50', provinceTh: 'เชียงใหม่', provinceEn: 'Chiang Mai', ampherCode: '5001', ampherTh: 'เมืองเชียงใหม่', ampherEn: 'Mueang Chiang Mai', townCode: '500101', townTh: 'ศรีภูมิ', townEn: 'Si Phum', zip: '50200', lat: 18.7953, lon: 98.9862, roadTh: 'ถนนราชดำเนิน', cityEn: 'Chiang Mai', cityTh: 'เชียงใหม่' },
  { provinceCode: '40', provinceTh: 'ขอนแก่น', provinceEn: 'Khon Kaen', ampherCode: '4001', ampherTh: 'เมืองขอนแก่น', ampherEn: 'Mueang Khon Kaen', townCode: '400101', townTh: 'ในเมือง', townEn: 'Nai Mueang', zip: '40000', lat: 16.4322, lon: 102.8236, roadTh: 'ถนนมิตรภาพ', cityEn: 'Khon Kaen', cityTh: 'ขอนแก่น' },
  { provinceCode: '12', provinceTh: 'นนทบุรี', provinceEn: 'Nonthaburi', ampherCode: '1201', ampherTh: 'เมืองนนทบุรี', ampherEn: 'Mueang Nonthaburi', townCode: '120101', townTh: 'สวนใหญ่', townEn: 'Suan Yai', zip: '11000', lat: 13.8621, lon: 100.5144, roadTh: 'ถนนประชาราษฎร์', cityEn: 'Nonthaburi', cityTh: 'นนทบุรี' },
  { provinceCode: '14', provinceTh: 'พระนครศรีอยุธยา', provinceEn: 'Phra Nakhon Si Ayutthaya', ampherCode: '1401', ampherTh: 'พระนครศรีอยุธยา', ampherEn: 'Phra Nakhon Si Ayutthaya', townCode: '140101', townTh: 'ประตูชัย', townEn: 'Pratu Chai', zip: '13000', lat: 14.3532, lon: 100.5689, roadTh: 'ถนนโรจนะ', cityEn: 'Ayutthaya', cityTh: 'อยุธยา' },
  { provinceCode: '19', provinceTh: 'สระบุรี', provinceEn: 'Saraburi', ampherCode: '1901', ampherTh: 'เมืองสระบุรี', ampherEn: 'Mueang Saraburi', townCode: '190101', townTh: 'ปากเพรียว', townEn: 'Pak Phriao', zip: '18000', lat: 14.5289, lon: 100.9108, roadTh: 'ถนนพหลโยธิน', cityEn: 'Saraburi', cityTh: 'สระบุรี' },
  { provinceCode: '20', provinceTh: 'ชลบุรี', provinceEn: 'Chon Buri', ampherCode: '2001', ampherTh: 'เมืองชลบุรี', ampherEn: 'Mueang Chon Buri', townCode: '200101', townTh: 'บางปลาสร้อย', townEn: 'Bang Pla Soi', zip: '20000', lat: 13.3611, lon: 100.9847, roadTh: 'ถนนสุขุมวิท', cityEn: 'Chon Buri', cityTh: 'ชลบุรี' },
  { provinceCode: '21', provinceTh: 'ระยอง', provinceEn: 'Rayong', ampherCode: '2101', ampherTh: 'เมืองระยอง', ampherEn: 'Mueang Rayong', townCode: '210101', townTh: 'ท่าประดู่', townEn: 'Tha Pradu', zip: '21000', lat: 12.6814, lon: 101.2816, roadTh: 'ถนนสุขุมวิท', cityEn: 'Rayong', cityTh: 'ระยอง' },
  { provinceCode: '22', provinceTh: 'จันทบุรี', provinceEn: 'Chanthaburi', ampherCode: '2201', ampherTh: 'เมืองจันทบุรี', ampherEn: 'Mueang Chanthaburi', townCode: '220101', townTh: 'ตลาด', townEn: 'Talat', zip: '22000', lat: 12.6112, lon: 102.1035, roadTh: 'ถนนท่าแฉลบ', cityEn: 'Chanthaburi', cityTh: 'จันทบุรี' },
  { provinceCode: '30', provinceTh: 'นครราชสีมา', provinceEn: 'Nakhon Ratchasima', ampherCode: '3001', ampherTh: 'เมืองนครราชสีมา', ampherEn: 'Mueang Nakhon Ratchasima', townCode: '300101', townTh: 'ในเมือง', townEn: 'Nai Mueang', zip: '30000', lat: 14.9799, lon: 102.0978, roadTh: 'ถนนมิตรภาพ', cityEn: 'Korat', cityTh: 'โคราช' },
  { provinceCode: '31', provinceTh: 'บุรีรัมย์', provinceEn: 'Buri Ram', ampherCode: '3101', ampherTh: 'เมืองบุรีรัมย์', ampherEn: 'Mueang Buri Ram', townCode: '310101', townTh: 'ในเมือง', townEn: 'Nai Mueang', zip: '31000', lat: 14.993, lon: 103.1029, roadTh: 'ถนนจิระ', cityEn: 'Buri Ram', cityTh: 'บุรีรัมย์' },
  { provinceCode: '32', provinceTh: 'สุรินทร์', provinceEn: 'Surin', ampherCode: '3201', ampherTh: 'เมืองสุรินทร์', ampherEn: 'Mueang Surin', townCode: '320101', townTh: 'ในเมือง', townEn: 'Nai Mueang', zip: '32000', lat: 14.8818, lon: 103.4936, roadTh: 'ถนนหลักเมือง', cityEn: 'Surin', cityTh: 'สุรินทร์' },
  { provinceCode: '34', provinceTh: 'อุบลราชธานี', provinceEn: 'Ubon Ratchathani', ampherCode: '3401', ampherTh: 'เมืองอุบลราชธานี', ampherEn: 'Mueang Ubon Ratchathani', townCode: '340101', townTh: 'ในเมือง', townEn: 'Nai Mueang', zip: '34000', lat: 15.2287, lon: 104.8564, roadTh: 'ถนนชยางกูร', cityEn: 'Ubon', cityTh: 'อุบล' },
  { provinceCode: '41', provinceTh: 'อุดรธานี', provinceEn: 'Udon Thani', ampherCode: '4101', ampherTh: 'เมืองอุดรธานี', ampherEn: 'Mueang Udon Thani', townCode: '410101', townTh: 'หมากแข้ง', townEn: 'Mak Khaeng', zip: '41000', lat: 17.4138, lon: 102.7872, roadTh: 'ถนนโพศรี', cityEn: 'Udon Thani', cityTh: 'อุดรธานี' },
  { provinceCode: '43', provinceTh: 'หนองคาย', provinceEn: 'Nong Khai', ampherCode: '4301', ampherTh: 'เมืองหนองคาย', ampherEn: 'Mueang Nong Khai', townCode: '430101', townTh: 'ในเมือง', townEn: 'Nai Mueang', zip: '43000', lat: 17.8783, lon: 102.742, roadTh: 'ถนนมีชัย', cityEn: 'Nong Khai', cityTh: 'หนองคาย' },
  { provinceCode: '47', provinceTh: 'สกลนคร', provinceEn: 'Sakon Nakhon', ampherCode: '4701', ampherTh: 'เมืองสกลนคร', ampherEn: 'Mueang Sakon Nakhon', townCode: '470101', townTh: 'ธาตุเชิงชุม', townEn: 'That Choeng Chum', zip: '47000', lat: 17.1545, lon: 104.1348, roadTh: 'ถนนสุขเกษม', cityEn: 'Sakon Nakhon', cityTh: 'สกลนคร' },
  { provinceCode: '52', provinceTh: 'ลำปาง', provinceEn: 'Lampang', ampherCode: '5201', ampherTh: 'เมืองลำปาง', ampherEn: 'Mueang Lampang', townCode: '520101', townTh: 'เวียงเหนือ', townEn: 'Wiang Nuea', zip: '52000', lat: 18.2888, lon: 99.4908, roadTh: 'ถนนบุญวาทย์', cityEn: 'Lampang', cityTh: 'ลำปาง' },
  { provinceCode: '57', provinceTh: 'เชียงราย', provinceEn: 'Chiang Rai', ampherCode: '5701', ampherTh: 'เมืองเชียงราย', ampherEn: 'Mueang Chiang Rai', townCode: '570101', townTh: 'เวียง', townEn: 'Wiang', zip: '57000', lat: 19.9105, lon: 99.8406, roadTh: 'ถนนพหลโยธิน', cityEn: 'Chiang Rai', cityTh: 'เชียงราย' },
  { provinceCode: '60', provinceTh: 'นครสวรรค์', provinceEn: 'Nakhon Sawan', ampherCode: '6001', ampherTh: 'เมืองนครสวรรค์', ampherEn: 'Mueang Nakhon Sawan', townCode: '600101', townTh: 'ปากน้ำโพ', townEn: 'Pak Nam Pho', zip: '60000', lat: 15.7047, lon: 100.1372, roadTh: 'ถนนสวรรค์วิถี', cityEn: 'Nakhon Sawan', cityTh: 'นครสวรรค์' },
  { provinceCode: '65', provinceTh: 'พิษณุโลก', provinceEn: 'Phitsanulok', ampherCode: '6501', ampherTh: 'เมืองพิษณุโลก', ampherEn: 'Mueang Phitsanulok', townCode: '650101', townTh: 'ในเมือง', townEn: 'Nai Mueang', zip: '65000', lat: 16.8211, lon: 100.2659, roadTh: 'ถนนบรมไตรโลกนาถ', cityEn: 'Phitsanulok', cityTh: 'พิษณุโลก' },
  { provinceCode: '70', provinceTh: 'ราชบุรี', provinceEn: 'Ratchaburi', ampherCode: '7001', ampherTh: 'เมืองราชบุรี', ampherEn: 'Mueang Ratchaburi', townCode: '700101', townTh: 'หน้าเมือง', townEn: 'Na Mueang', zip: '70000', lat: 13.5283, lon: 99.8134, roadTh: 'ถนนเพชรเกษม', cityEn: 'Ratchaburi', cityTh: 'ราชบุรี' },
  { provinceCode: '71', provinceTh: 'กาญจนบุรี', provinceEn: 'Kanchanaburi', ampherCode: '7101', ampherTh: 'เมืองกาญจนบุรี', ampherEn: 'Mueang Kanchanaburi', townCode: '710101', townTh: 'บ้านเหนือ', townEn: 'Ban Nuea', zip: '71000', lat: 14.0228, lon: 99.5328, roadTh: 'ถนนแสงชูโต', cityEn: 'Kanchanaburi', cityTh: 'กาญจนบุรี' },
  { provinceCode: '73', provinceTh: 'นครปฐม', provinceEn: 'Nakhon Pathom', ampherCode: '7301', ampherTh: 'เมืองนครปฐม', ampherEn: 'Mueang Nakhon Pathom', townCode: '730101', townTh: 'พระปฐมเจดีย์', townEn: 'Phra Pathom Chedi', zip: '73000', lat: 13.8199, lon: 100.0622, roadTh: 'ถนนเพชรเกษม', cityEn: 'Nakhon Pathom', cityTh: 'นครปฐม' },
  { provinceCode: '77', provinceTh: 'ประจวบคีรีขันธ์', provinceEn: 'Prachuap Khiri Khan', ampherCode: '7707', ampherTh: 'หัวหิน', ampherEn: 'Hua Hin', townCode: '770701', townTh: 'หัวหิน', townEn: 'Hua Hin', zip: '77110', lat: 12.5684, lon: 99.9577, roadTh: 'ถนนเพชรเกษม', cityEn: 'Hua Hin', cityTh: 'หัวหิน' },
  { provinceCode: '80', provinceTh: 'นครศรีธรรมราช', provinceEn: 'Nakhon Si Thammarat', ampherCode: '8001', ampherTh: 'เมืองนครศรีธรรมราช', ampherEn: 'Mueang Nakhon Si Thammarat', townCode: '800101', townTh: 'ในเมือง', townEn: 'Nai Mueang', zip: '80000', lat: 8.4304, lon: 99.9631, roadTh: 'ถนนราชดำเนิน', cityEn: 'Nakhon Si Thammarat', cityTh: 'นครศรีธรรมราช' },
  { provinceCode: '81', provinceTh: 'กระบี่', provinceEn: 'Krabi', ampherCode: '8101', ampherTh: 'เมืองกระบี่', ampherEn: 'Mueang Krabi', townCode: '810101', townTh: 'ปากน้ำ', townEn: 'Pak Nam', zip: '81000', lat: 8.0863, lon: 98.9063, roadTh: 'ถนนอุตรกิจ', cityEn: 'Krabi', cityTh: 'กระบี่' },
  { provinceCode: '83', provinceTh: 'ภูเก็ต', provinceEn: 'Phuket', ampherCode: '8301', ampherTh: 'เมืองภูเก็ต', ampherEn: 'Mueang Phuket', townCode: '830101', townTh: 'ตลาดใหญ่', townEn: 'Talat Yai', zip: '83000', lat: 7.8804, lon: 98.3923, roadTh: 'ถนนเทพกระษัตรี', cityEn: 'Phuket', cityTh: 'ภูเก็ต' },
  { provinceCode: '84', provinceTh: 'สุราษฎร์ธานี', provinceEn: 'Surat Thani', ampherCode: '8401', ampherTh: 'เมืองสุราษฎร์ธานี', ampherEn: 'Mueang Surat Thani', townCode: '840101', townTh: 'ตลาด', townEn: 'Talat', zip: '84000', lat: 9.1382, lon: 99.3217, roadTh: 'ถนนตลาดใหม่', cityEn: 'Surat Thani', cityTh: 'สุราษฎร์ธานี' },
  { provinceCode: '90', provinceTh: 'สงขลา', provinceEn: 'Songkhla', ampherCode: '9011', ampherTh: 'หาดใหญ่', ampherEn: 'Hat Yai', townCode: '901101', townTh: 'หาดใหญ่', townEn: 'Hat Yai', zip: '90110', lat: 7.0086, lon: 100.4747, roadTh: 'ถนนเพชรเกษม', cityEn: 'Hat Yai', cityTh: 'หาดใหญ่' },
  { provinceCode: '92', provinceTh: 'ตรัง', provinceEn: 'Trang', ampherCode: '9201', ampherTh: 'เมืองตรัง', ampherEn: 'Mueang Trang', townCode: '920101', townTh: 'ทับเที่ยง', townEn: 'Thap Thiang', zip: '92000', lat: 7.5645, lon: 99.6239, roadTh: 'ถนนพระราม 6', cityEn: 'Trang', cityTh: 'ตรัง' },
];

/** The Thai address line of a place: number and road, sub-district, district, province and postal code. */
export function thaiAddress(place: Place, houseNo: string): { street: string; full: string } {
  const street = `${houseNo} ${place.roadTh}`;
  const full = place.isBangkok
    ? `${street} แขวง${place.townTh} เขต${place.ampherTh} ${place.provinceTh} ${place.zip}`
    : `${street} ตำบล${place.townTh} อำเภอ${place.ampherTh} จังหวัด${place.provinceTh} ${place.zip}`;
  return { street, full };
}
