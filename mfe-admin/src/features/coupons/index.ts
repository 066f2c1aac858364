export { CouponsPage } from './coupons-page';
export { CouponEditorPage } from './coupon-editor-page';
