/**
 * One market's SMS rate, as GET /functions/v1/sms-rates answers and PUT
 * /functions/v1/admin/sms-rates takes it. Its schema is the content's (the published
 * rates in app/content/sms-rates.ts have the same shape), so it is named there.
 */
export type { SmsRate } from "../app/content/page-schemas.ts";
