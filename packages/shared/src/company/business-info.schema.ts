import { z } from 'zod';
import { businessRegistrationNumberSchema } from './business-registration-number';

export const geoPointSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

/** 위치/사업자 정보 (domain §3.2). */
export const businessInfoSchema = z.object({
  shopName: z.string().trim().max(100).default(''),
  brandName: z.string().trim().max(100).default(''),
  ceoName: z.string().trim().max(50).default(''),
  address_name: z.string().max(200).default(''),
  road_address_name: z.string().max(200).default(''),
  building_name: z.string().max(100).default(''),
  /** Plain text on the wire, encrypted at rest. */
  encryptedDetailAddress: z.string().max(200).default(''),
  postCode: z.string().max(10).default(''),
  geoPoint: geoPointSchema.nullable().default(null),
  /** 사업자등록번호: empty or ten digits with a valid check digit. */
  businessRegistrationNumber: businessRegistrationNumberSchema.default(''),
  permitNumber: z.string().max(50).default(''),
  telecomBusinessNumber: z.string().max(50).default(''),
});
export type BusinessInfo = z.infer<typeof businessInfoSchema>;
