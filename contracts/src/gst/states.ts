// India's GST state codes: the first two digits of every GSTIN and the "place of supply" code on a
// tax invoice (CBIC's state code list). 25 (Daman and Diu) merged into 26 in 2020 and 28 (the old
// Andhra Pradesh) was replaced by 37; both stay valid in GSTINs issued before, so both are listed.
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
} as const;

export type GstStateCode = keyof typeof GST_STATES;

/** The business's own state (SPEC: Bengaluru): Karnataka. */
export const DEFAULT_SELLER_STATE: GstStateCode = '29';

export const isGstStateCode = (code: string): code is GstStateCode => Object.hasOwn(GST_STATES, code);

/** The states a buyer can pick (the merged and replaced codes are only read from old GSTINs). */
export const SELECTABLE_GST_STATES = (Object.keys(GST_STATES) as GstStateCode[]).filter((c) => c !== '25' && c !== '28');
