// Texts of the distribution-center picker. The empty message is the specification's, word for word
// in English.
import type { Texts } from '@/lib/i18n/locales/texts';

export const CENTERS_NAMESPACE = 'centers';

const th = {
  title: 'เลือกศูนย์จัดจำหน่าย',
  search: 'ค้นหาด้วยรหัส ชื่อ หรือที่อยู่',
  current: 'ศูนย์ปัจจุบัน',
  empty: 'ไม่พบศูนย์จัดจำหน่าย กรุณาลองค้นหาด้วยคำอื่น',
  none: 'ยังไม่มีศูนย์จัดจำหน่ายให้เลือก',
  distance: '{{km}} กม.',
  loadFailed: 'โหลดรายชื่อศูนย์จัดจำหน่ายไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  nearest: 'แสดงศูนย์ที่ใกล้ที่สุดก่อน',
  nearestHint: 'อนุญาตให้ใช้ตำแหน่งของอุปกรณ์ เพื่อเรียงศูนย์จากใกล้ไปไกล',
  locating: 'กำลังหาตำแหน่ง...',
  sortedByDistance: 'เรียงจากใกล้ไปไกล',
  sortedByName: 'เรียงตามชื่อ',
  locationDenied: 'ไม่ได้รับอนุญาตให้ใช้ตำแหน่ง จึงเรียงตามชื่อ',
  locationFailed: 'หาตำแหน่งไม่สำเร็จ จึงเรียงตามชื่อ',
  changed: 'เปลี่ยนเป็น {{name}} แล้ว',
  changeFailed: 'เปลี่ยนศูนย์จัดจำหน่ายไม่สำเร็จ',
  choose: 'เลือก {{name}}',
  loadingMore: 'กำลังโหลด...',
  entry: 'ศูนย์จัดจำหน่าย: {{name}}',
  change: 'เปลี่ยน',
} as const;

const en: Texts<typeof th> = {
  title: 'Select distribution center',
  search: 'Search by code, name or address',
  current: 'Current center',
  empty: 'Merchant not found. Please try again with other words.',
  none: 'No distribution center to choose from yet',
  distance: '{{km}} km',
  loadFailed: 'The distribution centers could not be loaded',
  retry: 'Try again',
  nearest: 'Show the nearest first',
  nearestHint: 'Allow the device location to sort centers from nearest to farthest',
  locating: 'Finding your location...',
  sortedByDistance: 'Nearest first',
  sortedByName: 'By name',
  locationDenied: 'Location not allowed, so centers are sorted by name',
  locationFailed: 'Your location could not be found, so centers are sorted by name',
  changed: 'Now ordering from {{name}}',
  changeFailed: 'The distribution center could not be changed',
  choose: 'Choose {{name}}',
  loadingMore: 'Loading...',
  entry: 'Distribution center: {{name}}',
  change: 'Change',
};

export const centers = { th, en };
