/** Column helpers shared by the tables: every instant is `timestamptz`. */
import { type RateE4, rateE4ToDecimal, rateToE4 } from '@fasttrack/contracts';
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/**
 * An exchange rate in NGN per USD, stored as `numeric(14, 4)` and read as the integer
 * ten-thousandths the money helpers take (`RateE4`): the driver's decimal text is parsed
 * digit by digit, so no float is ever made of it (issue 13 item 6, ADR 086).
 */
export const exchangeRate = customType<{ data: RateE4; driverData: string }>({
  dataType: () => 'numeric(14, 4)',
  toDriver: (e4) => rateE4ToDecimal(e4),
  fromDriver: (text) => rateToE4(String(text)),
});
